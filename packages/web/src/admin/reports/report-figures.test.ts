import { REPORT_FIGURE_DEFINITIONS, REPORT_FIGURES } from '@tableside/shared/report-figures';
import { describe, expect, it } from 'vitest';
import de from '../../locales/de.json';
import en from '../../locales/en.json';

/**
 * Issue 41: the dashboard and the end-of-day report name each figure's definition, and the CSV and
 * the README use the same words: the English texts are shared/report-figures.ts's, word for word,
 * and every figure has its German line.
 */
describe('report figure definitions', () => {
  it('are the shared definitions in English and present in German', () => {
    for (const figure of REPORT_FIGURES) {
      expect(en.admin.reports.figures[figure], figure).toBe(REPORT_FIGURE_DEFINITIONS[figure]);
      expect(de.admin.reports.figures[figure], figure).toMatch(/\S/);
    }
    expect(Object.keys(en.admin.reports.figures).sort()).toEqual([...REPORT_FIGURES].sort());
  });
});

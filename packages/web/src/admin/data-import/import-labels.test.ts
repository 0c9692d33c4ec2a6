import { describe, expect, it } from 'vitest';
import { t } from '../../lib/i18n/i18n.ts';
import { fieldLabel, lineOf, refusalLabel } from './import-labels.ts';
import { importMessageText } from './import-messages.ts';
import type { TSheetRows } from './sheet-rows.ts';

/** A spreadsheet whose rows 1 and 2 (as the server counts) are its rows 3 and 5. */
const SHEET: TSheetRows = { rows: [{}, {}], lines: [3, 5], letters: { name: 'A', code: 'C' } };

describe('naming rows and fields of an import', () => {
  it("names a spreadsheet's row by its number there and a field with its column letter", () => {
    expect(lineOf(SHEET, 2)).toBe(5);
    expect(fieldLabel(t, 'code', SHEET)).toBe('Code (column C)');
    expect(refusalLabel(t, 'row 2.code', SHEET)).toBe('Row 5 · Code (column C)');
    expect(refusalLabel(t, 'row 1', SHEET)).toBe('Row 3');
    expect(importMessageText(t, 'The same code as row 1', SHEET)).toBe('The same key as row 3');
  });

  it("names a JSON file's row by its place and a field by its label", () => {
    expect(lineOf(null, 2)).toBe(2);
    expect(fieldLabel(t, 'code', null)).toBe('Code');
    expect(refusalLabel(t, 'row 4.is_active', undefined)).toBe('Row 4 · Active');
    expect(refusalLabel(t, 'file', null)).toBe('file');
  });
});

import { describe, expect, it } from 'vitest';
import { columnLetter, xlsxParts } from './xlsx-sheet.ts';

describe('xlsx sheet', () => {
  it('names columns as spreadsheets do', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnLetter)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });

  it('writes text, numbers and booleans as their cell types, escaping text', () => {
    const sheet = xlsxParts(
      [
        ['name', 'value', 'is_active'],
        ['A & "B" <C>', 7.5, true],
      ],
      'Taxes',
    )['xl/worksheets/sheet1.xml'];
    expect(sheet).toContain(
      '<c r="A2" t="inlineStr"><is><t xml:space="preserve">A &amp; &quot;B&quot; &lt;C&gt;</t></is></c>',
    );
    expect(sheet).toContain('<c r="B2"><v>7.5</v></c>');
    expect(sheet).toContain('<c r="C2" t="b"><v>1</v></c>');
  });
});

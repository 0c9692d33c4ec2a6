import { describe, expect, it } from 'vitest';
import { cellValue, rowsFromSheet } from './sheet-rows.ts';

describe('spreadsheet rows (decision 0044)', () => {
  it('turns the rows under the header into the rows a JSON file holds, numbered as in the sheet', () => {
    const result = rowsFromSheet('currencies', [
      [null, null],
      [' Name ', 'CODE', 'Symbol', 'Is Active'],
      ['Swiss Franc', 'CHF', 'Fr.', 'ja'],
      [null, '', '  '],
      ['Euro', 'eur', '', 'no'],
      ['US Dollar', 'USD'],
    ]);
    expect(result).toEqual({
      ok: true,
      sheet: {
        rows: [
          { name: 'Swiss Franc', code: 'CHF', symbol: 'Fr.', is_active: true },
          { name: 'Euro', code: 'eur', is_active: false },
          { name: 'US Dollar', code: 'USD' },
        ],
        lines: [3, 5, 6],
        letters: { name: 'A', code: 'B', symbol: 'C', is_active: 'D' },
      },
    });
  });

  it('reads columns in any order and leaves out optional ones that are not there', () => {
    const result = rowsFromSheet('taxes', [
      ['value', 'name'],
      [19, 'VAT'],
      ['7,5 %', 'Reduced'],
    ]);
    expect(result.ok && result.sheet.rows).toEqual([
      { value: 19, name: 'VAT' },
      { value: 7.5, name: 'Reduced' },
    ]);
    expect(result.ok && result.sheet.letters).toEqual({ name: 'B', value: 'A' });
  });

  it('names unknown, missing, repeated and unnamed columns', () => {
    expect(
      rowsFromSheet('currencies', [
        ['name', 'currency', 'name', '', 'notes'],
        ['Euro', 'EUR', 'x', 'filled', ''],
      ]),
    ).toEqual({
      ok: false,
      problems: [
        { kind: 'unknownColumns', columns: ['currency', 'notes'] },
        { kind: 'unnamedColumns', columns: ['D'] },
        { kind: 'duplicateColumns', columns: ['name'] },
        { kind: 'missingColumns', columns: ['code'] },
      ],
    });
  });

  it('refuses a sheet without rows under its header, or with more than 5,000', () => {
    expect(rowsFromSheet('languages', [])).toEqual({ ok: false, problems: [{ kind: 'noRows' }] });
    expect(
      rowsFromSheet('languages', [
        ['name', 'code'],
        [null, ''],
      ]),
    ).toEqual({
      ok: false,
      problems: [{ kind: 'noRows' }],
    });
    const many = Array.from({ length: 5_001 }, (_, i) => [`L${i}`, 'xx']);
    expect(rowsFromSheet('languages', [['name', 'code'], ...many])).toEqual({
      ok: false,
      problems: [{ kind: 'tooManyRows' }],
    });
  });

  it.each([
    ['true', true],
    ['FALSE', false],
    ['Yes', true],
    ['no', false],
    ['1', true],
    ['0', false],
    [1, true],
    [0, false],
    ['ja', true],
    ['Nein', false],
    ['WAHR', true],
    [true, true],
    [false, false],
    ['maybe', 'maybe'],
    [2, 2],
  ])('reads the yes/no cell %j as %j', (cell, value) => {
    expect(cellValue('boolean', cell)).toBe(value);
  });

  it.each([
    [19, 19],
    ['19', 19],
    ['7.5', 7.5],
    ['7,5', 7.5],
    ['-1', -1],
    ['19%', 19],
    ['nineteen', 'nineteen'],
    ['1.234,5', '1.234,5'],
    [true, true],
  ])('reads the number cell %j as %j', (cell, value) => {
    expect(cellValue('number', cell)).toBe(value);
  });

  it('reads text cells as trimmed text, numbers and dates included, and empty cells as nothing', () => {
    expect(cellValue('text', '  Euro ')).toBe('Euro');
    expect(cellValue('text', 123)).toBe('123');
    expect(cellValue('text', new Date(Date.UTC(2026, 4, 1)))).toBe('2026-05-01');
    for (const empty of [null, undefined, '', '   ']) {
      expect(cellValue('text', empty)).toBeUndefined();
      expect(cellValue('boolean', empty)).toBeUndefined();
      expect(cellValue('number', empty)).toBeUndefined();
    }
  });
});

import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readUpload } from './sheet-files.ts';
import { templateCsv } from './template-files.ts';
import { withoutWorkers, writeXlsx } from './xlsx-file.ts';

/**
 * Decision 0044: CSV and XLSX files made here (no binary fixtures), read as the screen reads them
 * and turned into the JSON rows the server previews.
 */
const csv = (text: string | Uint8Array<ArrayBuffer>, name = 'list.csv') =>
  new File([text], name, { type: 'text/csv' });
const xlsx = (rows: (string | number | boolean)[][], name = 'list.xlsx') =>
  new File([writeXlsx(rows, 'Sheet1')], name);

async function sentRows(file: File, entity: Parameters<typeof readUpload>[1]) {
  const outcome = await readUpload(file, entity);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
  return {
    rows: JSON.parse(await outcome.upload.file.text()) as unknown,
    lines: outcome.upload.sheet?.lines,
    type: outcome.upload.file.type,
  };
}

describe('reading an import file', () => {
  it('reads a CSV with commas, quotes and a byte order mark', async () => {
    const file = csv(
      '\uFEFFname,code,symbol,is_active\r\n"Franc, Swiss",CHF,Fr.,yes\r\n\r\nEuro,EUR,€,0\r\n',
    );
    expect(await sentRows(file, 'currencies')).toEqual({
      rows: [
        { name: 'Franc, Swiss', code: 'CHF', symbol: 'Fr.', is_active: true },
        { name: 'Euro', code: 'EUR', symbol: '€', is_active: false },
      ],
      lines: [2, 4],
      type: 'application/json',
    });
  });

  it("reads a German Excel's CSV: semicolons, decimal commas and Windows-1252", async () => {
    const text = 'Name;Value;Is_Active\nMehrwertsteuer ermäßigt;7,5;WAHR\n';
    const bytes = Uint8Array.from(text, (ch) => ch.charCodeAt(0));
    expect((await sentRows(csv(bytes), 'taxes')).rows).toEqual([
      { name: 'Mehrwertsteuer ermäßigt', value: 7.5, is_active: true },
    ]);
  });

  it('reads an XLSX: text, numbers and booleans as their cell types', async () => {
    const file = xlsx([
      ['name', 'value', 'is_active'],
      ['VAT', 19, true],
      ['Reduced', '7,5', 'nein'],
    ]);
    expect(await sentRows(file, 'taxes')).toEqual({
      rows: [
        { name: 'VAT', value: 19, is_active: true },
        { name: 'Reduced', value: 7.5, is_active: false },
      ],
      lines: [2, 3],
      type: 'application/json',
    });
  });

  it('reads a workbook whose sheet is too large for fflate to unpack without a worker', async () => {
    const rows = Array.from({ length: 4_000 }, (_, i) => [
      `Currency number ${i} of the big list`,
      'XYZ',
      'x',
      true,
    ]);
    const file = xlsx([['name', 'code', 'symbol', 'is_active'], ...rows]);
    const bytes = await file.arrayBuffer();
    const sheetSize = unzipSync(new Uint8Array(bytes))['xl/worksheets/sheet1.xml']?.length ?? 0;
    expect(sheetSize).toBeGreaterThan(512 * 1024);
    // Packed again without compression, so it is read on the spot.
    expect(withoutWorkers(bytes).byteLength).toBeGreaterThan(sheetSize);

    const read = await sentRows(file, 'currencies');
    expect(read.lines).toHaveLength(4_000);
    expect((read.rows as unknown[])[3_999]).toEqual({
      name: 'Currency number 3999 of the big list',
      code: 'XYZ',
      symbol: 'x',
      is_active: true,
    });
  });

  it('reads the templates back as a header without rows', async () => {
    expect(await readUpload(new File([templateCsv('banks')], 'banks.csv'), 'banks')).toEqual({
      ok: false,
      problems: [{ kind: 'noRows' }],
    });
    const bytes = new Uint8Array(await templateCsv('banks').arrayBuffer());
    // The byte order mark Excel needs to read the file as UTF-8, then the header.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('name,code,country_code,is_active\r\n');
    expect(await readUpload(xlsx([['name', 'code', 'country_code', 'is_active']]), 'banks')).toEqual({
      ok: false,
      problems: [{ kind: 'noRows' }],
    });
  });

  it('says what is wrong with a file it cannot read, and sends a JSON file as it is', async () => {
    const refused = async (file: File) => {
      const outcome = await readUpload(file, 'currencies');
      return outcome.ok ? null : outcome.problems;
    };
    expect(await refused(csv('name,code\n"Euro,EUR\nDollar,USD\n'))).toEqual([{ kind: 'csvQuotes', row: 2 }]);
    expect(await refused(csv('currency,iso\nEuro,EUR\n'))).toEqual([
      { kind: 'unknownColumns', columns: ['currency', 'iso'] },
      { kind: 'missingColumns', columns: ['name', 'code'] },
    ]);
    const ole = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Uint8Array(600)]);
    expect(await refused(new File([ole], 'old.xls'))).toEqual([{ kind: 'xls' }]);
    expect(await refused(new File([ole], 'renamed.xlsx'))).toEqual([{ kind: 'xls' }]);
    expect(await refused(new File(['not a zip'], 'broken.xlsx'))).toEqual([{ kind: 'unreadable' }]);
    expect(await refused(new File(['x'], 'notes.pdf'))).toEqual([{ kind: 'format' }]);
    expect(await refused(csv('x'.repeat(1_000_001)))).toEqual([{ kind: 'tooLarge' }]);

    const json = new File(['[{"name":"Euro","code":"EUR"}]'], 'rows.json');
    expect(await readUpload(json, 'currencies')).toEqual({ ok: true, upload: { file: json, sheet: null } });
  });
});

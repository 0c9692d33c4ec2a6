import { DATA_IMPORT_LIMITS, type TImportEntity } from '@tableside/shared/data-import.schemas';
import { IMPORT_COLUMNS, type TImportColumnType } from '@tableside/shared/import-columns';
import { columnLetter } from '@tableside/shared/xlsx-sheet';

/**
 * A spreadsheet's cells turned into the rows a JSON file holds (decision 0044), so the server checks
 * them with the same rules and the same preview. The first row that is not empty names the columns;
 * a cell becomes its column's type here, and anything it cannot become is passed on as written, so
 * the server's refusal names the row and the field ('Rate must be a number').
 */

/** A cell as the parsers give it: CSV text, or an XLSX value (a date when the cell is formatted so). */
export type TSheetCell = string | number | boolean | Date | null | undefined;

export type TSheetProblem =
  | { kind: 'noRows' }
  | { kind: 'tooManyRows' }
  | { kind: 'unknownColumns' | 'missingColumns' | 'duplicateColumns'; columns: string[] }
  /** Filled cells under an empty header cell, by column letter. */
  | { kind: 'unnamedColumns'; columns: string[] };

export type TSheetRows = {
  rows: Record<string, unknown>[];
  /** Each row's number in the spreadsheet (the header is one of them), as the owner sees it. */
  lines: number[];
  /** Each field's column letter. */
  letters: Record<string, string>;
};

export type TSheetResult = { ok: true; sheet: TSheetRows } | { ok: false; problems: TSheetProblem[] };

/** 'Is Active', 'is-active' and 'IS_ACTIVE' all name is_active. */
const headerName = (cell: TSheetCell) =>
  textOf(cell)
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

const isEmpty = (cell: TSheetCell) => cell === null || cell === undefined || textOf(cell).trim() === '';

/** True and false in English and German, as owners and their spreadsheets write them. */
const BOOLEAN_WORDS: Record<string, boolean> = {
  true: true,
  false: false,
  yes: true,
  no: false,
  '1': true,
  '0': false,
  ja: true,
  nein: false,
  wahr: true,
  falsch: false,
};

/** '19', '7.5', '7,5' (a German decimal comma) and '19 %'. */
const NUMBER_TEXT = /^[+-]?\d+(?:[.,]\d+)?\s*%?$/;

export function rowsFromSheet(
  entity: TImportEntity,
  cells: readonly (readonly TSheetCell[])[],
): TSheetResult {
  const headerIndex = cells.findIndex((row) => !row.every(isEmpty));
  const header = cells[headerIndex];
  if (!header) return { ok: false, problems: [{ kind: 'noRows' }] };
  const body = cells.slice(headerIndex + 1);
  const columns = IMPORT_COLUMNS[entity];
  const fields = header.map(headerName);

  const problems: TSheetProblem[] = [];
  const known = new Set(columns.map((column) => column.name));
  const unknown = fields.filter((name) => name !== '' && !known.has(name));
  const unnamed = fields.flatMap((name, index) =>
    name === '' && body.some((row) => !isEmpty(row[index])) ? [columnLetter(index)] : [],
  );
  const twice = fields.filter((name, index) => name !== '' && fields.indexOf(name) !== index);
  const missing = columns.filter((column) => column.required && !fields.includes(column.name));
  if (unknown.length > 0) problems.push({ kind: 'unknownColumns', columns: unknown });
  if (unnamed.length > 0) problems.push({ kind: 'unnamedColumns', columns: unnamed });
  if (twice.length > 0) problems.push({ kind: 'duplicateColumns', columns: [...new Set(twice)] });
  if (missing.length > 0) problems.push({ kind: 'missingColumns', columns: missing.map((c) => c.name) });
  if (problems.length > 0) return { ok: false, problems };

  const typed = columns.flatMap((column) => {
    const index = fields.indexOf(column.name);
    return index < 0 ? [] : [{ ...column, index }];
  });
  const sheet: TSheetRows = {
    rows: [],
    lines: [],
    letters: Object.fromEntries(typed.map((column) => [column.name, columnLetter(column.index)])),
  };
  body.forEach((row, offset) => {
    // Blank lines between or after the rows are no rows.
    if (row.every(isEmpty)) return;
    const values: Record<string, unknown> = {};
    for (const column of typed) {
      const value = cellValue(column.type, row[column.index]);
      if (value !== undefined) values[column.name] = value;
    }
    sheet.rows.push(values);
    sheet.lines.push(headerIndex + offset + 2);
  });
  if (sheet.rows.length === 0) return { ok: false, problems: [{ kind: 'noRows' }] };
  if (sheet.rows.length > DATA_IMPORT_LIMITS.maxRows)
    return { ok: false, problems: [{ kind: 'tooManyRows' }] };
  return { ok: true, sheet };
}

/** The field's value of one cell; undefined for an empty cell, so the field is left out. */
export function cellValue(type: TImportColumnType, cell: TSheetCell): unknown {
  if (isEmpty(cell)) return undefined;
  if (type === 'text' || cell instanceof Date) return textOf(cell).trim();
  if (type === 'number') {
    if (typeof cell !== 'string') return cell;
    const text = cell.trim();
    return NUMBER_TEXT.test(text) ? Number(text.replace('%', '').trim().replace(',', '.')) : text;
  }
  if (typeof cell === 'number' && (cell === 0 || cell === 1)) return cell === 1;
  if (typeof cell !== 'string') return cell;
  return BOOLEAN_WORDS[cell.trim().toLowerCase()] ?? cell.trim();
}

/** A date as its day (2026-05-01), as a spreadsheet shows a date cell. */
function textOf(cell: TSheetCell): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
  return String(cell);
}

import Papa from 'papaparse';
import { FileProblemError } from './sheet-problem.ts';
import type { TSheetCell } from './sheet-rows.ts';

/**
 * The cells of a CSV file, with papaparse (loaded with this file, on the data import screen only;
 * decision 0044). The separator is found from the text, so a comma, a German Excel's semicolon or a
 * tab all work. Lines are kept as they are, empty ones too, so a row's number is its line's.
 */
export function parseCsv(bytes: ArrayBuffer): TSheetCell[][] {
  const result = Papa.parse<string[]>(decode(bytes), { skipEmptyLines: false });
  // A file of one column has no separator to find; that is no error.
  const broken = result.errors.find((error) => error.type === 'Quotes');
  if (broken) throw new FileProblemError({ kind: 'csvQuotes', row: (broken.row ?? 0) + 1 });
  return result.data;
}

/**
 * UTF-8, the CSV of current spreadsheets; a file that is not UTF-8 is read as Windows-1252, which
 * Excel writes when told only "CSV", so umlauts survive either way.
 */
function decode(bytes: ArrayBuffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}

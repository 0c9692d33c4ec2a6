import { DATA_IMPORT_LIMITS, type TImportEntity } from '@tableside/shared/data-import.schemas';
import { FileProblemError, type TFileProblem } from './sheet-problem.ts';
import { rowsFromSheet, type TSheetRows } from './sheet-rows.ts';

/**
 * What the owner chose to import, made ready for the server (decision 0044): a JSON file goes as it
 * is; a CSV or XLSX file is read here, its rows checked against the header and sent as the JSON
 * array the same preview and apply take. The parsers load when a spreadsheet is chosen, so neither
 * the guests' screens nor the admin area's start carry them.
 */
export type TFileFormat = 'json' | 'csv' | 'xlsx';

/** The file for the server, and for a spreadsheet its rows' numbers and columns' letters. */
export type TUpload = { file: File; sheet: TSheetRows | null };

export type TReadOutcome = { ok: true; upload: TUpload } | { ok: false; problems: TFileProblem[] };

const EXTENSIONS: Record<string, TFileFormat | 'xls'> = {
  json: 'json',
  csv: 'csv',
  tsv: 'csv',
  txt: 'csv',
  xlsx: 'xlsx',
  xls: 'xls',
};

export function formatOf(file: File): TFileFormat | 'xls' | null {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  return EXTENSIONS[extension] ?? null;
}

const refused = (problem: TFileProblem): TReadOutcome => ({ ok: false, problems: [problem] });

export async function readUpload(file: File, entity: TImportEntity): Promise<TReadOutcome> {
  // The server refuses it too; this names the problem without reading or sending a megabyte.
  if (file.size > DATA_IMPORT_LIMITS.maxBytes) return refused({ kind: 'tooLarge' });
  const format = formatOf(file);
  if (format === null) return refused({ kind: 'format' });
  if (format === 'xls') return refused({ kind: 'xls' });
  if (format === 'json') return { ok: true, upload: { file, sheet: null } };
  try {
    const bytes = await file.arrayBuffer();
    const cells =
      format === 'csv'
        ? (await import('./csv-file.ts')).parseCsv(bytes)
        : await (await import('./xlsx-file.ts')).readXlsx(bytes);
    const result = rowsFromSheet(entity, cells);
    if (!result.ok) return result;
    const json = JSON.stringify(result.sheet.rows);
    const upload = new File([json], `${file.name}.json`, { type: 'application/json' });
    if (upload.size > DATA_IMPORT_LIMITS.maxBytes) return refused({ kind: 'tooLarge' });
    return { ok: true, upload: { file: upload, sheet: result.sheet } };
  } catch (error) {
    if (error instanceof FileProblemError) return refused(error.problem);
    throw error;
  }
}

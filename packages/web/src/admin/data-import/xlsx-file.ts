import { type TXlsxCell, XLSX_CONTENT_TYPE, xlsxParts } from '@tableside/shared/xlsx-sheet';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { readSheet } from 'read-excel-file/universal';
import { FileProblemError } from './sheet-problem.ts';
import type { TSheetCell } from './sheet-rows.ts';

/**
 * XLSX files in the browser, read with read-excel-file and written with fflate (both loaded with
 * this file, on the data import screen only; decision 0044).
 */

/** What a 1 MB workbook may unpack to before it is taken for a zip bomb rather than a list. */
const MAX_UNPACKED = 64 * 1024 * 1024;
/** fflate inflates a part this large or larger on a worker of its own (see below). */
const WORKER_SIZE = 512 * 1024;

/** The cells of the workbook's first sheet. */
export async function readXlsx(bytes: ArrayBuffer): Promise<TSheetCell[][]> {
  const readable = withoutWorkers(bytes);
  try {
    return (await readSheet(readable)) as TSheetCell[][];
  } catch (error) {
    const code = (error as { code?: string }).code;
    throw new FileProblemError({ kind: code === 'XLS_FILE_NOT_SUPPORTED' ? 'xls' : 'unreadable' });
  }
}

/**
 * fflate unpacks a large part of the zip on a Web Worker made from a blob: address, which the
 * product's Content-Security-Policy (worker-src 'self', decision 0021) refuses, and the read would
 * then wait forever. A workbook with such a part is packed again without compression, which
 * fflate reads on the spot; the common, smaller workbook is read as it is.
 */
export function withoutWorkers(bytes: ArrayBuffer): ArrayBuffer {
  const zip = new Uint8Array(bytes);
  let unpacked = 0;
  let large = false;
  try {
    unzipSync(zip, {
      filter: (file) => {
        unpacked += file.originalSize;
        if (file.originalSize >= WORKER_SIZE && file.size <= 0.8 * file.originalSize) large = true;
        return false;
      },
    });
  } catch {
    // Not a zip: read-excel-file says what it is (an old .xls, or no spreadsheet at all).
    return bytes;
  }
  if (unpacked > MAX_UNPACKED) throw new FileProblemError({ kind: 'tooLarge' });
  return large ? zipSync(unzipSync(zip), { level: 0 }).slice().buffer : bytes;
}

/** A workbook of one sheet with these rows, as an .xlsx file's bytes. */
export function writeXlsx(rows: readonly (readonly TXlsxCell[])[], sheetName: string): Blob {
  const parts = xlsxParts(rows, sheetName);
  const zip = zipSync(Object.fromEntries(Object.entries(parts).map(([path, xml]) => [path, strToU8(xml)])));
  return new Blob([zip], { type: XLSX_CONTENT_TYPE });
}

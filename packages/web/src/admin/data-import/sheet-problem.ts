import type { TSheetProblem } from './sheet-rows.ts';

/**
 * A file that cannot be read as a spreadsheet, or whose header does not fit: thrown by the readers
 * and shown to the owner in their language before anything is sent.
 */
export type TFileProblem =
  | TSheetProblem
  | { kind: 'tooLarge' }
  /** Neither .csv, .xlsx nor .json. */
  | { kind: 'format' }
  /** The Excel 97–2003 format, which only Excel itself reads. */
  | { kind: 'xls' }
  | { kind: 'unreadable' }
  /** A quoted CSV cell that never closes, from this row on. */
  | { kind: 'csvQuotes'; row: number };

export class FileProblemError extends Error {
  constructor(readonly problem: TFileProblem) {
    super(problem.kind);
  }
}

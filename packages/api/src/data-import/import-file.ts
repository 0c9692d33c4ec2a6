import {
  DATA_IMPORT_LIMITS,
  DATA_IMPORT_MESSAGES,
  type TImportEntity,
} from '@tableside/shared/data-import.schemas';
import { AppError } from '@tableside/shared/errors';
import { refuseNul } from '../http/request-body.ts';

/**
 * Reads an uploaded import file (decision 0020): the body as JSON text or multipart/form-data with
 * part `file`. Cheap checks come first, so a huge or deeply nested file is refused before it costs
 * memory or a deep parse: the size while the body streams in, then the nesting by one scan of the
 * text, then the parse, then the shape (spec admin 5: "A JSON import must be an array of objects").
 */
const { maxBytes, maxRows, maxDepth } = DATA_IMPORT_LIMITS;
/** Room for the multipart boundary and part headers around the file. */
const MULTIPART_OVERHEAD = 16 * 1024;

const fileError = (message: string, errors: Record<string, string[]> = { file: [message] }) =>
  AppError.validation(errors, message);
const tooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', DATA_IMPORT_MESSAGES.tooLarge, {
    errors: { file: [DATA_IMPORT_MESSAGES.tooLarge] },
  });

export async function readImportRows(request: Request): Promise<Record<string, unknown>[]> {
  const text = await readImportText(request);
  return parseImportRows(text);
}

/** The rows of a file's text, or a 400 (413 for too many rows) saying what is wrong with it. */
export function parseImportRows(text: string): Record<string, unknown>[] {
  if (text.trim() === '') throw fileError(DATA_IMPORT_MESSAGES.noFile);
  if (nestingDepth(text) > maxDepth) throw fileError(DATA_IMPORT_MESSAGES.tooDeep);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw fileError(DATA_IMPORT_MESSAGES.invalidJson);
  }
  if (!Array.isArray(value)) throw fileError(DATA_IMPORT_MESSAGES.notArray);
  if (value.length === 0) throw fileError(DATA_IMPORT_MESSAGES.empty);
  if (value.length > maxRows) {
    throw new AppError('PAYLOAD_TOO_LARGE', DATA_IMPORT_MESSAGES.tooManyRows, {
      errors: { file: [DATA_IMPORT_MESSAGES.tooManyRows] },
    });
  }
  const notObjects: Record<string, string[]> = {};
  value.forEach((row, index) => {
    if (typeof row !== 'object' || row === null || Array.isArray(row)) {
      notObjects[`row ${index + 1}`] = [DATA_IMPORT_MESSAGES.notObject];
    }
  });
  if (Object.keys(notObjects).length > 0) throw fileError(DATA_IMPORT_MESSAGES.notArray, notObjects);
  // No column stores a NUL (PostgreSQL refuses it with an error): a 400 naming the row and field.
  for (const [index, row] of value.entries()) refuseNul(row, `row ${index + 1}`);
  return value as Record<string, unknown>[];
}

/** The deepest nesting of arrays and objects, brackets inside strings aside. */
export function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const ch = text.charCodeAt(index);
    if (inString) {
      if (ch === 0x5c)
        index += 1; // a backslash escapes the next character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      depth += 1;
      if (depth > deepest) deepest = depth;
      // Deep enough to refuse: no need to read further.
      if (deepest > maxDepth) return deepest;
    } else if (ch === 0x5d || ch === 0x7d) depth -= 1;
  }
  return deepest;
}

/**
 * The defaults' calls (POST /admin/import/{entity} and /all) take no body (spec admin 7: the import
 * of defaults is a call without one). A body there, rows a script meant to import or anything else,
 * is refused before anything is written rather than ignored: rows go to .../preview and .../apply,
 * which check them as the screen's files are checked (decision 0020).
 */
export async function refuseBody(request: Request, entity: TImportEntity | 'all'): Promise<void> {
  if (!(await hasBody(request))) return;
  const rows = entity === 'all' ? '{entity}' : entity;
  const message =
    `POST /admin/import/${entity} imports the defaults and takes no body. To import rows, send them as ` +
    `a JSON array to /admin/import/${rows}/preview to see what they would change, then to /admin/import/${rows}/apply`;
  throw AppError.validation({ body: [message] }, message);
}

/** Whether a request carries a body of one byte or more; reads at most its first chunk. */
async function hasBody(request: Request): Promise<boolean> {
  if (Number(request.headers.get('Content-Length') ?? 0) > 0) return true;
  if (!request.body) return false;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return false;
    if (value.byteLength > 0) {
      await reader.cancel().catch(() => {});
      return true;
    }
  }
}

async function readImportText(request: Request): Promise<string> {
  // The boundary is case-sensitive: only the check ignores case.
  const type = request.headers.get('Content-Type') ?? '';
  const multipart = type.toLowerCase().startsWith('multipart/form-data');
  const cap = maxBytes + (multipart ? MULTIPART_OVERHEAD : 0);
  const bytes = await readCapped(request, cap);
  if (!multipart) return new TextDecoder().decode(bytes);
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'Content-Type': type } }).formData();
  } catch {
    throw fileError(DATA_IMPORT_MESSAGES.noFile);
  }
  const part = form.get('file');
  if (part === null || typeof part === 'string') throw fileError(DATA_IMPORT_MESSAGES.noFile);
  if (part.size > maxBytes) throw tooLarge();
  return part.text();
}

/** The body, read as it streams in and refused (413) as soon as it passes `cap` bytes. */
async function readCapped(request: Request, cap: number): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(request.headers.get('Content-Length') ?? 0) > cap) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > cap) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

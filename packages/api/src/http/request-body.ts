import { AppError } from '@tableside/shared/errors';
import { nulFields } from '@tableside/shared/text-fields';

/**
 * How much of a request's body the API reads (decision 0045). A JSON body of this product is a few
 * KB (a guest's order of 50 lines, each with 500 characters of instructions, is 43 KB): 256 KB
 * leaves room for every ordinary call and caps what a caller can make the server hold.
 */
export const JSON_BODY_MAX_BYTES = 256 * 1024;
/** Order lines: the schema's largest order (50 lines of 20 customizations of 20 options) is 1.03 MB. */
export const ORDER_BODY_MAX_BYTES = 1024 * 1024;
/**
 * A menu item with every customization and option (30 × 50, all described: 1.97 MB at most) and
 * the whole configuration (68 settings of up to 10,000 characters: 0.7 MB), both for staff only.
 */
export const DOCUMENT_BODY_MAX_BYTES = 2 * 1024 * 1024;
/** Room for the multipart boundaries and part headers around uploaded files. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const JSON_TYPE = /^application\/json\s*(;|$)/i;

function tooLargeBody(limit: number): AppError {
  return new AppError(
    'PAYLOAD_TOO_LARGE',
    `The request body is too large. Maximum size is ${describeBytes(limit)}`,
  );
}

export function describeBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${bytes / 1024} KB`;
}

/**
 * The body's bytes, at most `limit` of them: a Content-Length above it is refused before anything is
 * read, and a body that streams past it (chunked, or a length no host checked) as soon as it does.
 * What is beyond is never read: the reader is let go rather than cancelled, so the host can still
 * send the 413 (in Node, cancelling destroys the socket; the Node adapter drops what is left after
 * the answer and closes the connection).
 */
export async function readBodyCapped(
  request: Request,
  limit: number,
  tooLarge: () => AppError = () => tooLargeBody(limit),
): Promise<Uint8Array<ArrayBuffer>> {
  const chunks = await readChunksCapped(request, limit, tooLarge);
  const bytes = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

async function readChunksCapped(request: Request, limit: number, tooLarge: () => AppError) {
  const declared = request.headers.get('Content-Length');
  if (declared !== null && !(Number(declared) <= limit)) throw tooLarge();
  const chunks: Uint8Array[] = [];
  if (!request.body) return chunks;
  const reader = request.body.getReader();
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return chunks;
      total += value.byteLength;
      if (total > limit) throw tooLarge();
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
}

/**
 * Reads a JSON body of at most `limit` bytes. It must say `application/json` (415 otherwise): a
 * page on another site can send text/plain or a form without asking the browser's permission first,
 * but not JSON (decision 0045). An empty body without a type counts as `{}`, so missing fields get
 * field errors; no text in it may hold a NUL character (400 naming the field).
 */
export async function readJsonBody(request: Request, limit = JSON_BODY_MAX_BYTES): Promise<unknown> {
  const type = request.headers.get('Content-Type');
  if (type !== null && !JSON_TYPE.test(type)) throw unsupportedType();
  const bytes = await readBodyCapped(request, limit);
  const text = new TextDecoder().decode(bytes);
  if (text.trim() === '') return {};
  if (type === null) throw unsupportedType();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError('MALFORMED_JSON', 'Malformed JSON body');
  }
  refuseNul(value);
  return value;
}

function unsupportedType(): AppError {
  return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the body as JSON with Content-Type: application/json');
}

/** A 400 naming every field whose text (or key) holds a NUL, which no database column stores. */
export function refuseNul(value: unknown, prefix?: string): void {
  const fields = nulFields(value, prefix);
  if (fields.length === 0) return;
  const message = 'Must not contain a NUL character';
  throw AppError.validation(Object.fromEntries(fields.map((field) => [field, [message]])), message);
}

/**
 * A multipart/form-data body of at most `limit` bytes, read as readBodyCapped reads, then parsed
 * from its chunks (no copy of a 100 MB backup more than request.formData() made); null when it does
 * not parse as a form.
 */
export async function readFormCapped(
  request: Request,
  limit: number,
  tooLarge: () => AppError,
): Promise<FormData | null> {
  const chunks = await readChunksCapped(request, limit, tooLarge);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks.splice(0)) controller.enqueue(chunk);
      controller.close();
    },
  });
  const headers = { 'Content-Type': request.headers.get('Content-Type') ?? '' };
  return new Response(body, { headers }).formData().catch(() => null);
}

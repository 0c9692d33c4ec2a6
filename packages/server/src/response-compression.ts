import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { TContentCoding } from '@tableside/api/deps';
import { preferredCoding } from '@tableside/api/http/prepared-response';
import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

/** Smaller answers go as they are: they fit a packet or two either way (Hono's threshold too). */
const MIN_BYTES = 1024;
/**
 * Up to this size an answer is compressed on the event loop, in well under a millisecond; a larger one
 * (an export, a long list) on zlib's threads, so it holds up no other request.
 */
const INLINE_MAX_BYTES = 64 * 1024;

type TBytes = Uint8Array<ArrayBuffer>;
type TCoder = { inline(body: TBytes): TBytes; threaded(body: TBytes): Promise<TBytes> };

/**
 * Fast settings: an answer is compressed for one request, unlike a prepared one (compressor.ts).
 * Measured on JSON answers of 0.6, 6 and 38 KB: brotli at quality 1 takes 26, 41 and 136 µs and comes
 * out within 10 % of gzip at level 6 (59, 96 and 682 µs); brotli at 4 is a few percent smaller and
 * takes 95, 152 and 492 µs. gzip is only for the rare client without brotli.
 */
const brotliOptions = (body: TBytes) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
});
const GZIP = { level: 4 };
const brotliThreaded = promisify(brotliCompress);
const gzipThreaded = promisify(gzip);

const CODERS = new Map<TContentCoding, TCoder>([
  [
    'br',
    {
      inline: (body) => brotliCompressSync(body, brotliOptions(body)),
      threaded: (body) => brotliThreaded(body, brotliOptions(body)),
    },
  ],
  ['gzip', { inline: (body) => gzipSync(body, GZIP), threaded: (body) => gzipThreaded(body, GZIP) }],
]);

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARIES_BY_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/**
 * Compresses the host's answers that are worth it, in brotli or gzip as the client prefers (decision
 * 0039): text and JSON of at least MIN_BYTES, never an event stream (Hono's list of compressible
 * types) nor an answer that is already encoded or says `no-transform`.
 *
 * In place of Hono's `compress()`, which set `Vary` through `c.header()` after the handler: that
 * rebuilds the answer around a stream, even for a client that takes no compression, and the Node
 * adapter then reads it back chunk by chunk instead of writing the body it had (about 5 % of an order
 * write's CPU). It also compressed every answer through a CompressionStream, however small, as the API's
 * answers carry no Content-Length for its threshold to see. Here the headers are changed on the answer
 * itself, and an answer to compress is read whole and compressed in one call (and then, replaced
 * through Hono's setter, sent as a stream as before).
 */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const answer = c.res;
    if (!compressible(c.req.method, answer)) return;
    const { status, headers } = answer;
    const vary = headers.get('Vary');
    if (vary !== '*' && !VARIES_BY_ENCODING.test(vary ?? ''))
      headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const coding = preferredCoding(c.req.header('Accept-Encoding'), CODERS);
    const coder = coding && CODERS.get(coding);
    if (!coding || !coder) return;
    const body = new Uint8Array(await answer.arrayBuffer());
    // Hono's setter rebuilds the new answer and copies the old one's headers over it: what
    // compression changes is set after the assignment.
    if (body.byteLength < MIN_BYTES) {
      c.res = new Response(body.byteLength > 0 ? body : null, { status, headers });
      return;
    }
    const compressed = body.byteLength <= INLINE_MAX_BYTES ? coder.inline(body) : await coder.threaded(body);
    c.res = new Response(compressed, { status, headers });
    const sent = c.res.headers;
    sent.set('Content-Encoding', coding);
    // A file's length, say, which the compressed body no longer has.
    sent.delete('Content-Length');
    // The same entity in another coding: a strong validator would promise the same bytes.
    const etag = sent.get('ETag');
    if (etag && !etag.startsWith('W/')) sent.set('ETag', `W/${etag}`);
  };
}

function compressible(method: string, answer: Response): boolean {
  if (method === 'HEAD' || answer.status === 204 || answer.status === 206 || answer.status === 304)
    return false;
  const { headers } = answer;
  return (
    !headers.has('Content-Encoding') &&
    !headers.has('Transfer-Encoding') &&
    COMPRESSIBLE_CONTENT_TYPE_REGEX.test(headers.get('Content-Type') ?? '') &&
    !NO_TRANSFORM.test(headers.get('Cache-Control') ?? '')
  );
}

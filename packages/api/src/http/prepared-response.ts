import type { TApiDeps, TContentCoding } from '../deps.ts';
import { matchesEtag } from './etag.ts';

/**
 * A response worked out once and answered many times (the public menu): the body is encoded and
 * compressed in every coding the host offers when it is prepared, and each answer only picks one.
 * Its headers are plain objects made up front, so on the Node adapter the response goes out
 * without a Headers object being built for it.
 */
export type TPreparedResponse = {
  etag: string;
  /** Settles when the compressed bodies are ready; until then the answers are uncompressed. */
  ready: Promise<void>;
  /** Whether `ready` has settled, for a caller that cannot wait (menu/public-menu.direct.ts). */
  readonly isReady: boolean;
  answer(request: TPreparedRequest): Response;
  /**
   * The same answer as its parts, for a host that writes them itself (menu/public-menu.direct.ts).
   * Each status and coding is one object for the response's life, so a host can keep what it
   * derives from one (its raw header list) beside it.
   */
  select(request: TPreparedRequest): TPreparedAnswer;
};

export type TPreparedRequest = { ifNoneMatch: string | undefined; acceptEncoding: string | undefined };

/** A 304 has no body; a 200's headers do not name its length, the host does. */
export type TPreparedAnswer = {
  status: 200 | 304;
  headers: Readonly<Record<string, string>>;
  body: Uint8Array<ArrayBuffer> | null;
};

/**
 * One ETag for every coding: it is weak (W/), and a weak validator names the same content in any
 * content coding (RFC 9110 8.8.1), so a 304 holds whichever coding the client has stored.
 */
export function prepareResponse(
  deps: Pick<TApiDeps, 'compressor' | 'logger'>,
  {
    text,
    etag,
    contentType,
    cacheControl,
  }: { text: string; etag: string; contentType: string; cacheControl: string },
): TPreparedResponse {
  // Vary on every answer, 304 included (RFC 9110 15.4.5): caches must not hand one coding to a client that asked for another.
  const common = { ETag: etag, 'Cache-Control': cacheControl, Vary: 'Accept-Encoding' };
  const notModified: TPreparedAnswer = { status: 304, headers: common, body: null };
  const bytes = new TextEncoder().encode(text);
  const identity: TPreparedAnswer = {
    status: 200,
    headers: { ...common, 'Content-Type': contentType },
    body: bytes,
  };
  const compressed = new Map<TContentCoding, TPreparedAnswer>();
  const { compressor } = deps;
  const compressing = compressor
    ? Promise.all(
        compressor.codings.map(async (coding) => {
          try {
            const body = await compressor.compress(bytes, coding);
            compressed.set(coding, {
              status: 200,
              headers: { ...identity.headers, 'Content-Encoding': coding },
              body,
            });
          } catch (error) {
            deps.logger.warn('response not compressed', { coding, error: String(error) });
          }
        }),
      )
    : Promise.resolve();
  let isReady = false;
  const ready = compressing.then(() => {
    isReady = true;
  });

  const select = ({ ifNoneMatch, acceptEncoding }: TPreparedRequest): TPreparedAnswer => {
    if (matchesEtag(ifNoneMatch, etag)) return notModified;
    const coding = compressed.size === 0 ? undefined : preferredCoding(acceptEncoding, compressed);
    return (coding && compressed.get(coding)) || identity;
  };
  return {
    etag,
    ready,
    get isReady() {
      return isReady;
    },
    select,
    answer(request) {
      const { status, headers, body } = select(request);
      return new Response(body, { status, headers });
    },
  };
}

/**
 * The API paths answered by prepared responses. They arrive already compressed (or deliberately not,
 * for a client that accepts neither coding), so a host skips its own compression for them: looking
 * at a response's headers to find out costs a Headers object per answer, about a tenth of a cached
 * menu answer (docs/decisions/0028-prepared-menu-responses.md).
 */
export const PREPARED_RESPONSE_PATHS: readonly string[] = ['/api/public/menu'];

/** Best first: brotli is the smaller of the two. */
const PREFERENCE: readonly TContentCoding[] = ['br', 'gzip'];

/** Accept-Encoding values seen so far and the codings they accept; browsers send a handful of them. */
const accepted = new Map<string, ReadonlySet<string>>();
const MAX_REMEMBERED = 64;

/** The best coding the client accepts (q > 0, RFC 9110 12.5.3) among those ready; none means identity. */
export function preferredCoding(
  acceptEncoding: string | undefined,
  ready: ReadonlyMap<TContentCoding, unknown>,
): TContentCoding | undefined {
  if (!acceptEncoding) return undefined;
  let codings = accepted.get(acceptEncoding);
  if (!codings) {
    codings = acceptedCodings(acceptEncoding);
    if (accepted.size >= MAX_REMEMBERED) accepted.clear();
    accepted.set(acceptEncoding, codings);
  }
  return PREFERENCE.find((coding) => ready.has(coding) && codings.has(coding));
}

function acceptedCodings(header: string): ReadonlySet<string> {
  const named = new Map<string, boolean>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    named.set(name, q === undefined || Number(q.slice(2)) > 0);
  }
  const codings = new Set<string>();
  for (const coding of PREFERENCE) {
    if (named.get(coding) ?? named.get('*')) codings.add(coding);
  }
  return codings;
}

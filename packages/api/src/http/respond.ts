import type { TEnvelope } from '@tableside/shared/envelope';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { matchesEtag } from './etag.ts';

/** Wraps data in the spec's envelope `{ success, message, data }`. */
export function ok<T>(c: Context, data: T, message = 'OK', status: ContentfulStatusCode = 200): Response {
  const body: TEnvelope<T> = { success: true, message, data };
  return c.json(body, status);
}

/**
 * `ok` for a conditional GET: answers the ETag and Cache-Control, and 304 Not Modified without a body
 * when the client's If-None-Match already names this ETag.
 */
export function okUnlessCached<T>(
  c: Context,
  data: T,
  { etag, cacheControl }: { etag: string; cacheControl: string },
): Response {
  c.header('ETag', etag);
  c.header('Cache-Control', cacheControl);
  if (matchesEtag(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
  return ok(c, data);
}

export function created<T>(c: Context, data: T, message = 'Created'): Response {
  return ok(c, data, message, 201);
}

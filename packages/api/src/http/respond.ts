import type { TEnvelope } from '@tableside/shared/envelope';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Wraps data in the spec's envelope `{ success, message, data }`. */
export function ok<T>(c: Context, data: T, message = 'OK', status: ContentfulStatusCode = 200): Response {
  const body: TEnvelope<T> = { success: true, message, data };
  return c.json(body, status);
}

export function created<T>(c: Context, data: T, message = 'Created'): Response {
  return ok(c, data, message, 201);
}

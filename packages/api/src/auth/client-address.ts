import type { Context } from 'hono';

/**
 * The caller's address for rate limits: the first hop a proxy recorded, else Cloudflare's header,
 * else one shared bucket. The hosts run behind the proxy they trust, so the header is theirs.
 */
export function clientAddress(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || c.req.header('cf-connecting-ip')?.trim() || 'unknown';
}

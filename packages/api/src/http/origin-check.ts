import { AppError } from '@tableside/shared/errors';
import type { MiddlewareHandler } from 'hono';
import { readSettings } from '../config/settings.ts';
import type { TApiDeps } from '../deps.ts';
import type { TApiEnv } from './env.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses a state-changing call a browser sends from a page of another site (decision 0045). The
 * browser names the page's origin in `Origin`; it must be this API's own address: the host the
 * request was sent to (any scheme, as a TLS proxy in front makes https into http), or the public
 * address the owner configured (PUBLIC_URL of the host, BRANDING.PUBLIC_URL). A call without
 * `Origin` is not a browser's cross-site call (scripts, the demo's in-page host) and passes.
 */
export function crossSiteWriteGuard(deps: TApiDeps): MiddlewareHandler<TApiEnv> {
  return async (c, next) => {
    const origin = c.req.header('Origin');
    if (origin === undefined || !STATE_CHANGING.has(c.req.method)) return next();
    if (!(await isOwnOrigin(deps, origin, new URL(c.req.url).host))) {
      throw new AppError('FORBIDDEN', 'Requests from other sites are not accepted');
    }
    return next();
  };
}

async function isOwnOrigin(deps: TApiDeps, origin: string, requestHost: string): Promise<boolean> {
  const sender = parseOrigin(origin);
  if (!sender) return false;
  if (sender.host === requestHost) return true;
  if (deps.publicUrl && parseOrigin(deps.publicUrl)?.origin === sender.origin) return true;
  const configured = (await readSettings(deps)).get('BRANDING.PUBLIC_URL').trim();
  return configured !== '' && parseOrigin(configured)?.origin === sender.origin;
}

/** `null` (a sandboxed page, a file) and anything that is not an http(s) origin count as foreign. */
function parseOrigin(text: string): URL | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

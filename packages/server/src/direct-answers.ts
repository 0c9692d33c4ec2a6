import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TApiDeps, TLogger } from '@tableside/api/deps';
import { directPublicMenu } from '@tableside/api/menu/public-menu.direct';
import { logRequest } from './logger.ts';
import { apiSecurityHeaders } from './security-headers.ts';

/**
 * Answers a request itself and says so, or says it did not and leaves it to `fallback` (the
 * Hono app), also later: an answer it started may still hand over.
 */
export type TDirectHandler = (
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  fallback: () => void,
) => boolean;

const MENU_PATH = '/api/public/menu';

/**
 * The guests' menu, prepared once per change and asked for on every table scan, written straight to
 * Node's response: the API's prepared bytes and headers, the API answers' security headers and the
 * access log line, in one `writeHead` and one `end`. The two Hono apps in between (host and API, their
 * middlewares, a Response object and its conversion) were half of the answer's server time
 * (decision 0028, fifth round). Every other request, and any menu request this does not cover (a
 * HEAD, another query, an error), goes through the Hono app as before.
 */
export function createDirectAnswers({
  deps,
  logger,
  publicUrl,
}: {
  deps: TApiDeps;
  logger: TLogger;
  publicUrl: string;
}): TDirectHandler {
  const security = apiSecurityHeaders(publicUrl).flat();
  return (incoming, outgoing, fallback) => {
    if (incoming.method !== 'GET') return false;
    const url = incoming.url ?? '';
    const queryAt = url.indexOf('?');
    if ((queryAt === -1 ? url : url.slice(0, queryAt)) !== MENU_PATH) return false;
    const started = performance.now();
    directPublicMenu(deps, {
      search: queryAt === -1 ? '' : url.slice(queryAt),
      ifNoneMatch: incoming.headers['if-none-match'],
      acceptEncoding: incoming.headers['accept-encoding'],
    }).then(
      (answer) => {
        if (!answer) return fallback();
        try {
          const headers = [...security, ...Object.entries(answer.headers).flat()];
          if (answer.body) headers.push('Content-Length', String(answer.body.byteLength));
          outgoing.writeHead(answer.status, headers);
          outgoing.end(answer.body ?? undefined);
          logRequest(logger, { method: 'GET', path: MENU_PATH, status: answer.status }, started);
        } catch (error) {
          logger.error('menu answer failed', { error: String(error) });
          outgoing.destroy();
        }
      },
      // The API answers its own errors (a database gone, say) with its usual JSON.
      () => fallback(),
    );
    return true;
  };
}

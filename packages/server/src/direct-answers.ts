import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TApiDeps, TLogger } from '@tableside/api/deps';
import type { TPreparedAnswer } from '@tableside/api/http/prepared-response';
import { directPublicMenu, directPublicMenuInMemory } from '@tableside/api/menu/public-menu.direct';
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
 *
 * A scan within a minute of the last one finds everything in memory and is answered at once, with
 * the header list made for that answer the first time (decision 0028, sixth round); only the others
 * wait for the API's promise.
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
  // Each prepared answer is one object while its menu lasts (http/prepared-response.ts).
  const headerLists = new WeakMap<TPreparedAnswer, string[]>();
  const headersOf = (answer: TPreparedAnswer) => {
    let headers = headerLists.get(answer);
    if (!headers) {
      headers = [...security, ...Object.entries(answer.headers).flat()];
      if (answer.body) headers.push('Content-Length', String(answer.body.byteLength));
      headerLists.set(answer, headers);
    }
    return headers;
  };

  return (incoming, outgoing, fallback) => {
    if (incoming.method !== 'GET') return false;
    const url = incoming.url ?? '';
    const queryAt = url.indexOf('?');
    if ((queryAt === -1 ? url : url.slice(0, queryAt)) !== MENU_PATH) return false;
    const started = performance.now();
    const write = (answer: TPreparedAnswer) => {
      try {
        outgoing.writeHead(answer.status, headersOf(answer));
        outgoing.end(answer.body ?? undefined);
        logRequest(logger, { method: 'GET', path: MENU_PATH, status: answer.status }, started);
      } catch (error) {
        logger.error('menu answer failed', { error: String(error) });
        outgoing.destroy();
      }
    };
    const request = {
      search: queryAt === -1 ? '' : url.slice(queryAt),
      ifNoneMatch: incoming.headers['if-none-match'],
      acceptEncoding: incoming.headers['accept-encoding'],
    };
    const inMemory = directPublicMenuInMemory(deps, request);
    if (inMemory) {
      write(inMemory);
      return true;
    }
    directPublicMenu(deps, request).then(
      (answer) => (answer ? write(answer) : fallback()),
      // The API answers its own errors (a database gone, say) with its usual JSON.
      () => fallback(),
    );
    return true;
  };
}

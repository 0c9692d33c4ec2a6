import { MAX_ID } from '@tableside/shared/list.schemas';
import type { TApiDeps } from '../deps.ts';
import type { TPreparedAnswer, TPreparedRequest } from '../http/prepared-response.ts';
import { getPublicMenu } from './public-menu.service.ts';

/** The whole query of a plain menu request: none, or one table id (public-menu.routes.ts). */
const PLAIN_QUERY = /^(?:\?bench_id=([1-9][0-9]{0,15}))?$/;

/**
 * GET /api/public/menu answered without the HTTP framework, for a host that writes the prepared
 * bytes itself (the Node host; decision 0028, fifth round). It covers the requests a guest's phone
 * makes, no query or `?bench_id=N`, with the same answer the route gives; anything else (another
 * query, an id out of range) is null, and the host hands the request to the API, whose route
 * validates it and answers as always.
 */
export async function directPublicMenu(
  deps: TApiDeps,
  request: TPreparedRequest & { search: string },
): Promise<TPreparedAnswer | null> {
  const plain = PLAIN_QUERY.exec(request.search);
  if (!plain) return null;
  const benchId = plain[1] === undefined ? undefined : Number(plain[1]);
  if (benchId !== undefined && benchId > MAX_ID) return null;
  const menu = await getPublicMenu(deps, benchId);
  return menu.select(request);
}

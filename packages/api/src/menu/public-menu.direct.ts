import { MAX_ID } from '@tableside/shared/list.schemas';
import type { TApiDeps } from '../deps.ts';
import type { TPreparedAnswer, TPreparedRequest } from '../http/prepared-response.ts';
import { getPublicMenu, publicMenuInMemory, type TCustomizationsVariant } from './public-menu.service.ts';

/**
 * The whole query of a plain menu request (public-menu.routes.ts): none, a table id, a variant, or a
 * table id and then a variant, as the guest's screens ask.
 */
const PLAIN_QUERY =
  /^(?:\?bench_id=([1-9][0-9]{0,15})(?:&customizations=(inline|separate))?|\?customizations=(inline|separate))?$/;

/**
 * GET /api/public/menu answered without the HTTP framework, for a host that writes the prepared
 * bytes itself (the Node host; decision 0028, fifth round). It covers the requests a guest's phone
 * makes (no query, `?bench_id=N`, either with `customizations=separate`) with the same answer the
 * route gives; anything else (another query, an id out of range) is null, and the host hands the
 * request to the API, whose route validates it and answers as always.
 */
export async function directPublicMenu(
  deps: TApiDeps,
  request: TPreparedRequest & { search: string },
): Promise<TPreparedAnswer | null> {
  const plain = plainQuery(request.search);
  if (!plain) return null;
  const menu = await getPublicMenu(deps, plain.benchId, plain.variant);
  return menu.select(request);
}

/**
 * The same answer when it is in memory, ready to write, and undefined when `directPublicMenu` has
 * work to do (a query to read or check, a menu to load, a new minute's availability, compression).
 */
export function directPublicMenuInMemory(
  deps: TApiDeps,
  request: TPreparedRequest & { search: string },
): TPreparedAnswer | undefined {
  const plain = plainQuery(request.search);
  return plain ? publicMenuInMemory(deps, plain.benchId, plain.variant)?.select(request) : undefined;
}

function plainQuery(search: string): { benchId: number | undefined; variant: TCustomizationsVariant } | null {
  const plain = PLAIN_QUERY.exec(search);
  if (!plain) return null;
  const benchId = plain[1] === undefined ? undefined : Number(plain[1]);
  if (benchId !== undefined && benchId > MAX_ID) return null;
  return { benchId, variant: (plain[2] ?? plain[3]) === 'separate' ? 'separate' : 'inline' };
}

import { AppError } from '@tableside/shared/errors';
import {
  SHARED_CART_MAX_PARTICIPANTS,
  SHARED_CART_TTL_HOURS,
  type TSharedCartView,
} from '@tableside/shared/shared-cart.schemas';
import type { Row } from '../db/schema.ts';
import type { TApiDeps } from '../deps.ts';
import {
  parseDocument,
  serializeDocument,
  type TSharedCartDocument,
  toView,
} from './shared-cart-document.ts';
import { findSharedCart, updateSharedCartAtVersion } from './shared-carts.repository.ts';

const HOUR_MS = 3_600_000;
/**
 * Writes from several phones race; without a version the loser reapplies its change. Each round one
 * writer wins, so even a whole table tapping at once gets through within this many rounds.
 */
const MAX_ATTEMPTS = SHARED_CART_MAX_PARTICIPANTS + 5;

/** 409 for a client that wrote against an old version; it carries the current cart so the client can redo. */
export class SharedCartStaleError extends AppError {
  constructor(readonly view: TSharedCartView) {
    super('STALE_STATE', 'This shared cart has changed meanwhile; here is the current cart', { data: view });
  }
}

export function expiryAfter(now: Date): string {
  return new Date(now.getTime() + SHARED_CART_TTL_HOURS * HOUR_MS).toISOString();
}

export type TLoadedSharedCart = { row: Row<'shared_carts'>; document: TSharedCartDocument };

/**
 * The guard of /shared-cart/:cartId: an unknown id is 404, an expired cart 410, so the web app can
 * tell "no such cart" from "this cart has expired". Expiry slides: 4 hours after the last change.
 */
export async function loadLiveSharedCart(deps: TApiDeps, id: string): Promise<TLoadedSharedCart> {
  const row = await findSharedCart(deps.db, id);
  if (!row) throw AppError.notFound('Shared cart');
  if (row.expires_at <= deps.clock.now().toISOString()) {
    throw new AppError('NOT_FOUND', 'This shared cart has expired', { status: 410 });
  }
  return { row, document: parseDocument(row.cart) };
}

/** Returns the next document, or null when there is nothing to write (a repeated request). */
export type TSharedCartChange = (
  document: TSharedCartDocument,
  row: Row<'shared_carts'>,
) => TSharedCartDocument | null;

/**
 * Applies one change as compare-and-set on the version column. With `expectedVersion` the client
 * asks for its change on exactly that version: a different one is a SharedCartStaleError. Without
 * it the change is reapplied to whatever is current, so two guests adding at once both keep their
 * lines. Every write bumps the version, slides the expiry and tells the table's phones.
 */
export async function changeSharedCart(
  deps: TApiDeps,
  id: string,
  expectedVersion: number | undefined,
  change: TSharedCartChange,
): Promise<TLoadedSharedCart & { view: TSharedCartView }> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const { row, document } = await loadLiveSharedCart(deps, id);
    if (expectedVersion !== undefined && expectedVersion !== row.version) {
      throw new SharedCartStaleError(toView(row, document));
    }
    const next = change(document, row);
    if (next === null) return { row, document, view: toView(row, document) };
    const now = deps.clock.now();
    const write = {
      cart: serializeDocument(next),
      expires_at: expiryAfter(now),
      updated_at: now.toISOString(),
    };
    if (await updateSharedCartAtVersion(deps.db, id, row.version, write)) {
      const written = { ...row, ...write, version: row.version + 1 };
      deps.events.publish({
        type: 'shared_cart.changed',
        cartId: id,
        benchId: row.bench_id,
        version: written.version,
      });
      return { row: written, document: next, view: toView(written, next) };
    }
  }
  throw new AppError('CONFLICT', 'The shared cart is busy; please try again');
}

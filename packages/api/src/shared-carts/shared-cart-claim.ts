import { AppError } from '@tableside/shared/errors';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { TApiDeps } from '../deps.ts';
import {
  expiryAfter,
  loadLiveSharedCart,
  SharedCartStaleError,
  type TLoadedSharedCart,
} from './shared-cart-changes.ts';
import { assertOpen, serializeDocument, toView } from './shared-cart-document.ts';
import { updateSharedCartAtVersion } from './shared-carts.repository.ts';

/**
 * A table's shared cart becomes one order (issue "Guest journey", ordering together). Two phones
 * may tap Submit at the same moment: the order and the cart's "submitted" mark are written in one
 * transaction, and the mark is a compare-and-set on the cart version, so exactly one order is made.
 */

/** Before the transaction: the cart exists, is live, open, this table's, and (if asked) unchanged. */
export async function loadClaimableSharedCart(
  deps: TApiDeps,
  id: string,
  benchId: number,
  expectedVersion: number | undefined,
): Promise<TLoadedSharedCart> {
  const loaded = await loadLiveSharedCart(deps, id);
  assertOpen(loaded.document);
  if (loaded.row.bench_id !== benchId) {
    const message = 'The shared cart belongs to another table';
    throw new AppError('UNPROCESSABLE', message, { errors: { shared_cart_id: [message] } });
  }
  if (expectedVersion !== undefined && expectedVersion !== loaded.row.version) {
    throw new SharedCartStaleError(toView(loaded.row, loaded.document));
  }
  return loaded;
}

/**
 * Inside the order's transaction: marks the cart submitted with the order, or throws so the order
 * is rolled back. Losing the compare-and-set means another phone submitted or changed the cart.
 */
export async function claimSharedCart(
  trx: Kysely<Database>,
  loaded: TLoadedSharedCart,
  orderId: number,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  const document = { ...loaded.document, status: 'submitted' as const, orderId, submittedAt: at };
  const won = await updateSharedCartAtVersion(trx, loaded.row.id, loaded.row.version, {
    cart: serializeDocument(document),
    expires_at: expiryAfter(now),
    updated_at: at,
  });
  if (!won) {
    throw new AppError(
      'CONFLICT',
      'This cart has already been submitted or has just changed. Please check it.',
    );
  }
}

/** After commit: every phone at the table learns the cart is now the table's order. */
export function announceClaimedSharedCart(deps: TApiDeps, loaded: TLoadedSharedCart): void {
  deps.events.publish({
    type: 'shared_cart.changed',
    cartId: loaded.row.id,
    benchId: loaded.row.bench_id,
    version: loaded.row.version + 1,
  });
}

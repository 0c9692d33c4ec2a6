import type { TOrderType } from '@tableside/shared/constants';
import { AppError } from '@tableside/shared/errors';
import type { TBench } from '@tableside/shared/tables.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { TApiDeps } from '../deps.ts';
import { findBenchById } from '../tables/tables.repository.ts';

/**
 * What stands between a guest and the order tables (DESIGN 3): the table must take orders, and
 * public writes are rate-limited per table and per client address (429).
 */
const MINUTE_MS = 60_000;
/** A table of eight ordering round after round stays far below this; a script does not. */
const SUBMITS_PER_BENCH = { limit: 10, windowMs: 5 * MINUTE_MS };
const SUBMITS_PER_ADDRESS = { limit: 30, windowMs: MINUTE_MS };
/** Adding to and changing orders, per client address. */
const CHANGES_PER_ADDRESS = { limit: 60, windowMs: MINUTE_MS };

function tooManyOrders(): AppError {
  return new AppError('RATE_LIMITED', 'Too many orders from this table. Please wait a moment.');
}

export async function checkSubmitRateLimits(
  deps: TApiDeps,
  benchId: number,
  clientAddress: string,
): Promise<void> {
  const { rateLimiter } = deps;
  // Both count every attempt, so neither can be spent to hide from the other.
  const [addressAllowed, benchAllowed] = await Promise.all([
    rateLimiter.hit(
      `customer-orders:submit:address:${clientAddress}`,
      SUBMITS_PER_ADDRESS.limit,
      SUBMITS_PER_ADDRESS.windowMs,
    ),
    rateLimiter.hit(
      `customer-orders:submit:bench:${benchId}`,
      SUBMITS_PER_BENCH.limit,
      SUBMITS_PER_BENCH.windowMs,
    ),
  ]);
  if (!addressAllowed || !benchAllowed) throw tooManyOrders();
}

export async function checkChangeRateLimit(deps: TApiDeps, clientAddress: string): Promise<void> {
  const allowed = await deps.rateLimiter.hit(
    `customer-orders:change:address:${clientAddress}`,
    CHANGES_PER_ADDRESS.limit,
    CHANGES_PER_ADDRESS.windowMs,
  );
  if (!allowed) throw tooManyOrders();
}

/** The table, or 404 'Bench {id} not found' (spec customer 8). */
export async function requireBench(db: Kysely<Database>, id: number): Promise<TBench> {
  const bench = await findBenchById(db, id);
  if (!bench) throw AppError.notFound('Bench', id);
  return bench;
}

/** spec customer 2: guests order only at a table that is active and not archived. */
export async function requireOrderableBench(db: Kysely<Database>, id: number): Promise<TBench> {
  const bench = await requireBench(db, id);
  if (!bench.active || bench.archived) throw new AppError('CONFLICT', 'Table is not accepting orders');
  return bench;
}

/**
 * OPERATIONS.ORDER_TYPES: the type a guest asked for must be offered (400); without one the order
 * takes the first offered type, dine in when the owner offers none.
 */
export function resolveOrderType(
  requested: TOrderType | undefined,
  offered: readonly TOrderType[],
): TOrderType {
  if (requested === undefined) return offered[0] ?? 'DINE_IN';
  if (offered.length === 0 ? requested === 'DINE_IN' : offered.includes(requested)) return requested;
  const message = requested === 'TAKEAWAY' ? 'Takeaway is not offered' : 'Dining in is not offered';
  throw AppError.validation({ order_type: [message] }, message);
}

/** Shown to a guest whose order meets a paused restaurant (OPERATIONS.ACCEPT_ORDERS off). */
export const ORDERS_PAUSED_MESSAGE = 'We are not taking orders right now. Please ask a member of staff.';

/** OPERATIONS.ACCEPT_ORDERS: while it is off, guests' new orders and added items are refused (409). */
export function requireOrdersAccepted(settings: { acceptOrders: boolean }): void {
  if (!settings.acceptOrders) throw new AppError('CONFLICT', ORDERS_PAUSED_MESSAGE);
}

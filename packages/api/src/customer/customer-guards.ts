import type { TOrderType } from '@tableside/shared/constants';
import { AppError } from '@tableside/shared/errors';
import type { TBench } from '@tableside/shared/tables.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { TApiDeps } from '../deps.ts';
import { findBenchById } from '../tables/tables.repository.ts';
import type { TGuestQuota } from './guest-quota.ts';

/**
 * What stands between a guest and the order tables (DESIGN 3): the table must take orders, and
 * public writes are rate-limited per table and per client address (429).
 */
const MINUTE_MS = 60_000;
const TOO_MANY_ORDERS = 'Too many orders from this table. Please wait a moment.';

/**
 * Orders (decision 0047). A table of eight ordering round after round stays far below 10 accepted
 * orders in 5 minutes; a script does not. An address may place 30 a minute (a restaurant's guests
 * may share one) and have 30 refused in 5 minutes, which cost no table anything.
 */
export const SUBMIT_QUOTA: TGuestQuota = {
  name: 'customer-orders:submit',
  perBench: { limit: 10, windowMs: 5 * MINUTE_MS },
  perAddress: { limit: 30, windowMs: MINUTE_MS },
  refusedPerAddress: { limit: 30, windowMs: 5 * MINUTE_MS },
  message: TOO_MANY_ORDERS,
};

/** Adding to and changing orders, per client address: the order's token is needed, no table pays. */
const CHANGES_PER_ADDRESS = { limit: 60, windowMs: MINUTE_MS };

function tooManyOrders(): AppError {
  return new AppError('RATE_LIMITED', TOO_MANY_ORDERS);
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

import type { TOrderType } from '@tableside/shared/constants';
import { AppError } from '@tableside/shared/errors';
import { computeTotals } from '@tableside/shared/money';
import { STATUS_CODE } from '@tableside/shared/order-status';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { TStamp } from '../db/stamp.ts';
import type { TPricedLine } from './order-pricing.service.ts';
import {
  appendHistory,
  insertCustomer,
  insertOrder,
  insertOrderLines,
  numberOrder,
} from './order-writes.repository.ts';
import { findFullOrder, type TOrderRecord } from './orders.repository.ts';

/**
 * The order core shared by guest and staff ordering: how a new order and added lines are written.
 * Callers price lines first (order-pricing.service.ts), run these inside their transaction, and
 * publish events after it commits.
 */
export type TOrderDraft = {
  benchId: number | null;
  /** Contact details given with the order; a customer row is made only when one of them is set. */
  customer: { name: string | null; email: string | null; phone: string | null } | null;
  /** An existing customer chosen by staff; wins over `customer`. */
  customerId?: number | null;
  notes: string | null;
  lines: readonly TPricedLine[];
  isManual: boolean;
  tokenHash: string | null;
  sharedCartId?: string | null;
  /** OPERATIONS.SERVICE_CHARGE_PERCENT in hundredths, fixed for the order's life. */
  serviceChargeRate: number;
  orderType: TOrderType;
};

/**
 * Writes a SUBMITTED order: customer (as a guest), order row with its totals, lines with details,
 * history code 1 (spec customer 4: a new order starts with only code 1 in its history) and, last,
 * its numbers (numberOrder says why last). The totals are computed from the priced lines as
 * recomputeTotals would from the stored ones (the same cents, quantities, tax rates and non-negative
 * service charge rate), so the row is not re-read and updated (decision 0027).
 */
export async function createOrder(db: Kysely<Database>, draft: TOrderDraft, stamp: TStamp): Promise<number> {
  const details = draft.customer;
  const hasDetails = details !== null && (details.name ?? details.email ?? details.phone) !== null;
  const customerId =
    draft.customerId ?? (hasDetails ? await insertCustomer(db, { ...details, isGuest: true }, stamp) : null);
  const orderId = await insertOrder(
    db,
    {
      status: 'SUBMITTED',
      benchId: draft.benchId,
      customerId,
      notes: draft.notes,
      isManual: draft.isManual,
      tokenHash: draft.tokenHash,
      sharedCartId: draft.sharedCartId ?? null,
      serviceChargeRate: draft.serviceChargeRate,
      orderType: draft.orderType,
      totals: computeTotals(
        draft.lines.map((line) => ({
          unitPriceCents: line.price,
          quantity: line.quantity,
          taxRateHundredths: line.taxRate,
        })),
        Math.max(0, draft.serviceChargeRate),
      ),
    },
    stamp,
  );
  await insertOrderLines(db, orderId, draft.lines, stamp);
  await appendHistory(db, orderId, STATUS_CODE.SUBMITTED, stamp);
  await numberOrder(db, orderId);
  return orderId;
}

/** The whole order, or 404 'Order {id} not found' (spec customer 8). */
export async function requireFullOrder(db: Kysely<Database>, id: number): Promise<TOrderRecord> {
  const order = await findFullOrder(db, id);
  if (!order) throw AppError.notFound('Order', id);
  return order;
}

import type { TOrderType } from '@tableside/shared/constants';
import { AppError } from '@tableside/shared/errors';
import { computeTotals } from '@tableside/shared/money';
import { STATUS_CODE } from '@tableside/shared/order-status';
import type { Kysely } from 'kysely';
import type { Database, Row } from '../db/schema.ts';
import type { TStamp } from '../db/stamp.ts';
import { groupBy } from './group-by.ts';
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
  /** The table as the caller found it (name included: the answer carries it), or none. */
  bench: { id: number; name: string } | null;
  /** Contact details given with the order; a customer row is made only when one of them is set. */
  customer: { name: string | null; email: string | null; phone: string | null } | null;
  /** An existing customer chosen by staff, as read; wins over `customer`. */
  knownCustomer?: Row<'customers'> | null;
  notes: string | null;
  lines: readonly TPricedLine[];
  isManual: boolean;
  tokenHash: string | null;
  sharedCartId?: string | null;
  /** OPERATIONS.SERVICE_CHARGE_PERCENT in hundredths, fixed for the order's life. */
  serviceChargeRate: number;
  /** PAYMENT.PRICES_INCLUDE_TAX, fixed for the order's life likewise. */
  pricesIncludeTax: boolean;
  orderType: TOrderType;
};

/**
 * Writes a SUBMITTED order: customer (as a guest), order row with its totals, lines with details,
 * history code 1 (spec customer 4: a new order starts with only code 1 in its history) and, last,
 * its numbers (numberOrder says why last). The totals are computed from the priced lines as
 * recomputeTotals would from the stored ones (the same cents, quantities, tax rates and non-negative
 * service charge rate), so the row is not re-read and updated (decision 0027).
 *
 * Answers the order whole, as findFullOrder would read it inside this transaction: built from the
 * rows the writes returned, the table and customer the caller found and the items' preparation times
 * from pricing, in findFullOrders' order (items by id, details by sort order and id).
 */
export async function createOrder(
  db: Kysely<Database>,
  draft: TOrderDraft,
  stamp: TStamp,
): Promise<TOrderRecord> {
  const details = draft.customer;
  const hasDetails = details !== null && (details.name ?? details.email ?? details.phone) !== null;
  const customer =
    draft.knownCustomer ??
    (hasDetails ? await insertCustomer(db, { ...details, isGuest: true }, stamp) : null);
  const order = await insertOrder(
    db,
    {
      status: 'SUBMITTED',
      benchId: draft.bench?.id ?? null,
      customerId: customer?.id ?? null,
      notes: draft.notes,
      isManual: draft.isManual,
      tokenHash: draft.tokenHash,
      sharedCartId: draft.sharedCartId ?? null,
      serviceChargeRate: draft.serviceChargeRate,
      pricesIncludeTax: draft.pricesIncludeTax,
      orderType: draft.orderType,
      totals: computeTotals(
        draft.lines.map((line) => ({
          unitPriceCents: line.price,
          quantity: line.quantity,
          taxRateHundredths: line.taxRate,
        })),
        Math.max(0, draft.serviceChargeRate),
        { pricesIncludeTax: draft.pricesIncludeTax },
      ),
    },
    stamp,
  );
  const written = await insertOrderLines(db, order.id, draft.lines, stamp);
  const history = await appendHistory(db, order.id, STATUS_CODE.SUBMITTED, stamp);
  const numbers = await numberOrder(db, order.id);

  const detailsOf = groupBy(
    [...written.details].sort((a, b) => a.sort_order - b.sort_order || a.id - b.id),
    (detail) => detail.order_item_id,
  );
  const items = written.items.map((item, index) => ({
    ...item,
    preparation_time: draft.lines[index]!.preparationTime,
    details: detailsOf.get(item.id) ?? [],
  }));
  return {
    ...order,
    ...numbers,
    bench: draft.bench && { id: draft.bench.id, name: draft.bench.name },
    bill_id: null,
    customer,
    items: items.sort((a, b) => a.id - b.id),
    history: [history],
  };
}

/** The whole order, or 404 'Order {id} not found' (spec customer 8). */
export async function requireFullOrder(db: Kysely<Database>, id: number): Promise<TOrderRecord> {
  const order = await findFullOrder(db, id);
  if (!order) throw AppError.notFound('Order', id);
  return order;
}

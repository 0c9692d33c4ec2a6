import { computeTotals, type TTotals } from '@tableside/shared/money';
import { formatOrderNumber, type TOrderStatus } from '@tableside/shared/order-status';
import { type Insertable, type Kysely, sql } from 'kysely';
import { executeCompiledOnce, insertRow, insertRows } from '../db/compiled-once.ts';
import { isPostgres } from '../db/dialect.ts';
import type { Database, Row } from '../db/schema.ts';
import { createdColumns, type TStamp, updatedColumns } from '../db/stamp.ts';
import {
  allocateNumber,
  missingSequence,
  nextNumberUpdate,
} from '../number-sequences/number-sequences.repository.ts';
import type { TPricedLine } from './order-pricing.service.ts';

/**
 * Every write to an order. Callers run them inside one transaction and pass who acts and when
 * (db/stamp.ts): `by` is null for a guest (spec customer 6: customer orders have a null creator).
 * New customers and orders take their CUST- and ORD- numbers in that transaction (decision 0017).
 * The inserts answer the rows they wrote, so a new order's answer is built without reading it back
 * (decision 0027).
 */
type TDb = Kysely<Database>;

export async function insertCustomer(
  db: TDb,
  customer: { name: string | null; email: string | null; phone: string | null; isGuest: boolean },
  stamp: TStamp,
): Promise<Row<'customers'>> {
  const customerNumber = await allocateNumber(db, 'CUSTOMER');
  return insertRow(db, 'customers', {
    customer_number: customerNumber,
    name: customer.name,
    email: customer.email,
    phone: customer.phone,
    is_guest: customer.isGuest ? 1 : 0,
    is_active: 1,
    ...createdColumns(stamp),
  });
}

export type TNewOrder = {
  status: TOrderStatus;
  benchId: number | null;
  customerId: number | null;
  notes: string | null;
  isManual: boolean;
  /** SHA-256 of the guest's order token; null for staff orders. */
  tokenHash: string | null;
  sharedCartId: string | null;
  serviceChargeRate: number;
  /** PAYMENT.PRICES_INCLUDE_TAX when the order is created, fixed for its life (migration 0013). */
  pricesIncludeTax: boolean;
  orderType: string;
  /**
   * The totals of the lines about to be inserted, when the caller knows them (a new order): written
   * with the row, so no recomputeTotals is needed. Without them the row starts at zero.
   */
  totals?: TTotals;
};

/**
 * Inserts the order row with its totals (zero unless given; recomputeTotals fills them) and without
 * its numbers: numberOrder gives them as the transaction's last write (see there).
 */
export async function insertOrder(db: TDb, order: TNewOrder, stamp: TStamp): Promise<Row<'customer_orders'>> {
  return insertRow(db, 'customer_orders', {
    order_number: null,
    sequence_number: null,
    status: order.status,
    bench_id: order.benchId,
    customer_id: order.customerId,
    is_manual: order.isManual ? 1 : 0,
    notes: order.notes,
    net: order.totals?.net ?? 0,
    taxes: order.totals?.taxes ?? 0,
    ...(order.totals ? { service_charge: order.totals.service_charge } : {}),
    gross: order.totals?.gross ?? 0,
    service_charge_rate: Math.max(0, order.serviceChargeRate),
    prices_include_tax: order.pricesIncludeTax ? 1 : 0,
    order_type: order.orderType,
    order_token_hash: order.tokenHash,
    shared_cart_id: order.sharedCartId,
    ...createdColumns(stamp),
  });
}

export type TOrderNumbers = Pick<Row<'customer_orders'>, 'order_number' | 'sequence_number'>;

/**
 * Gives a new order its order number (derived from the id) and its sequence number (the next ORD-
 * number), and answers both. Call it last among the order's writes: on PostgreSQL, taking the number
 * locks the ORDER sequence row until the transaction ends, so every concurrent order write waits for
 * it; taken first, the lock was held over all the inserts. There it is one statement (the counter's
 * update as a CTE of the order's), so the lock is held over that statement and the commit only
 * (docs/decisions/0027-order-write-path.md). Not a change of the order: it keeps insertOrder's stamps.
 */
export async function numberOrder(db: TDb, orderId: number): Promise<TOrderNumbers> {
  // spec: order_number is derived from the id, which exists only once the row does.
  const orderNumber = formatOrderNumber(orderId);
  if (isPostgres(db)) {
    const row = await db
      .with('taken', (qc) => nextNumberUpdate(qc, 'ORDER'))
      .updateTable('customer_orders')
      .from('taken')
      .set({
        order_number: orderNumber,
        sequence_number: sql<string>`${sql.ref('taken.prefix')} || ${sql.ref('taken.current_number')}`,
      })
      .where('customer_orders.id', '=', orderId)
      .returning(['customer_orders.order_number', 'customer_orders.sequence_number'])
      .executeTakeFirst();
    // No row: the sequence is missing (the order row was inserted by this transaction).
    if (!row) throw missingSequence('ORDER');
    return row;
  }
  const sequenceNumber = await allocateNumber(db, 'ORDER');
  await executeCompiledOnce(db, 'number order', [orderNumber, sequenceNumber, orderId], () =>
    db
      .updateTable('customer_orders')
      .set({ order_number: orderNumber, sequence_number: sequenceNumber })
      .where('id', '=', orderId),
  );
  return { order_number: orderNumber, sequence_number: sequenceNumber };
}

/** Detail rows per INSERT: far below both databases' bound-parameter limits. */
const DETAIL_ROWS_PER_INSERT = 500;

export type TWrittenLines = {
  /** In the order of the lines given (ids ascending). */
  items: Row<'customer_order_items'>[];
  /** The details of all of them, in no particular order. */
  details: Row<'customer_order_item_details'>[];
};

/**
 * Adds priced lines with their details and answers the rows written; `addedByName` records who added
 * them to a shared cart. The details of all lines go in one INSERT (chunked) after the lines, instead
 * of one per line.
 */
export async function insertOrderLines(
  db: TDb,
  orderId: number,
  lines: readonly TPricedLine[],
  stamp: TStamp,
  addedByName: string | null = null,
): Promise<TWrittenLines> {
  const items: Row<'customer_order_items'>[] = [];
  const details: Insertable<Database['customer_order_item_details']>[] = [];
  // One row at a time: RETURNING of a multi-row insert has no guaranteed order to match details by.
  for (const line of lines) {
    const item = await insertRow(db, 'customer_order_items', {
      order_id: orderId,
      menu_item_id: line.menuItemId,
      menu_item_name: line.name,
      default_price: line.defaultPrice,
      price: line.price,
      quantity: line.quantity,
      tax_rate: line.taxRate,
      special_instructions: line.specialInstructions,
      added_by_name: addedByName,
      ...createdColumns(stamp),
    });
    for (const detail of line.details)
      details.push({ ...detail, order_item_id: item.id, ...createdColumns(stamp) });
    items.push(item);
  }
  const written: Row<'customer_order_item_details'>[] = [];
  // In line order, so each line's details keep their ids' order (the read sorts by sort_order, id).
  for (let start = 0; start < details.length; start += DETAIL_ROWS_PER_INSERT) {
    const rows = await insertRows(
      db,
      'customer_order_item_details',
      details.slice(start, start + DETAIL_ROWS_PER_INSERT),
    );
    written.push(...rows);
  }
  return { items, details: written };
}

/** Appends a status history entry (numeric code, spec customer 4). */
export async function appendHistory(
  db: TDb,
  orderId: number,
  code: number,
  stamp: TStamp,
  notes: string | null = null,
): Promise<Row<'order_status_history'>> {
  return insertRow(db, 'order_status_history', {
    order_id: orderId,
    status: code,
    notes,
    ...createdColumns(stamp),
  });
}

/**
 * Recomputes net, taxes, service charge (at the order's own rate) and gross from the stored lines
 * (DESIGN 2), with the order's own tax mode (prices with or without tax), and stamps the order.
 */
export async function recomputeTotals(db: TDb, orderId: number, stamp: TStamp): Promise<TTotals> {
  const { service_charge_rate: rate, prices_include_tax: pricesIncludeTax } = await db
    .selectFrom('customer_orders')
    .select(['service_charge_rate', 'prices_include_tax'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const lines = await db
    .selectFrom('customer_order_items')
    .select(['price', 'quantity', 'tax_rate'])
    .where('order_id', '=', orderId)
    .execute();
  const totals = computeTotals(
    lines.map((line) => ({
      unitPriceCents: line.price,
      quantity: line.quantity,
      taxRateHundredths: line.tax_rate,
    })),
    rate,
    { pricesIncludeTax: pricesIncludeTax === 1 },
  );
  await db
    .updateTable('customer_orders')
    .set({ ...totals, ...updatedColumns(stamp) })
    .where('id', '=', orderId)
    .execute();
  return totals;
}

/**
 * Claims an order for a change to its lines, in the transaction that makes the change: stamps it only
 * while it is in one of `statuses`, which also locks its row (PostgreSQL), so a concurrent status
 * change waits for the edit. Then refuses an order a bill has fixed (its first payment, decision
 * 0032): the bill is that order's lines as they were. The first payment locks the same rows before
 * it reads them (`lockUnbilledOrders`), so neither overtakes the other. Answers why not, or 'claimed'.
 */
export async function claimOrderLines(
  db: TDb,
  orderId: number,
  statuses: readonly TOrderStatus[],
  stamp: TStamp,
): Promise<'claimed' | 'status' | 'on-bill'> {
  const result = await db
    .updateTable('customer_orders')
    .set(updatedColumns(stamp))
    .where('id', '=', orderId)
    .where('status', 'in', statuses)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return 'status';
  return (await isOrderOnBill(db, orderId)) ? 'on-bill' : 'claimed';
}

/**
 * Whether a payment has fixed the order on its table's bill (decision 0032). Ask after claiming the
 * order's row in the same transaction, so a first payment at the same moment is either seen or waits.
 */
export async function isOrderOnBill(db: TDb, orderId: number): Promise<boolean> {
  const bill = await db
    .selectFrom('bill_orders')
    .select('bill_id')
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return bill !== undefined;
}

export async function updateOrderLine(
  db: TDb,
  orderId: number,
  itemId: number,
  patch: { quantity?: number; specialInstructions?: string | null },
  stamp: TStamp,
): Promise<boolean> {
  const result = await db
    .updateTable('customer_order_items')
    .set({
      ...(patch.quantity === undefined ? {} : { quantity: patch.quantity }),
      ...(patch.specialInstructions === undefined ? {} : { special_instructions: patch.specialInstructions }),
      ...updatedColumns(stamp),
    })
    .where('id', '=', itemId)
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes a line (its details cascade) and says whether it existed. */
export async function deleteOrderLine(db: TDb, orderId: number, itemId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('customer_order_items')
    .where('id', '=', itemId)
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function countOrderLines(db: TDb, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('customer_order_items')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Moves the order from `from` to `to` only if it is still in `from`, and says whether it was. Of two
 * changes made from the same state, the second finds no row (PostgreSQL re-checks the condition
 * after the first commits), so it cannot overwrite a state it never saw.
 */
export async function updateStatusIfCurrent(
  db: TDb,
  orderId: number,
  from: TOrderStatus,
  to: TOrderStatus,
  stamp: TStamp,
): Promise<boolean> {
  const result = await db
    .updateTable('customer_orders')
    .set({ status: to, ...updatedColumns(stamp) })
    .where('id', '=', orderId)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * The order's status and invoice number, with the row locked for the rest of the transaction
 * (PostgreSQL; SQLite runs one transaction at a time): two receipts issued at once for one order
 * then take one invoice number, not two. Undefined when there is no such order.
 */
export async function lockOrderInvoice(
  db: TDb,
  orderId: number,
): Promise<{ status: string; invoice_number: string | null } | undefined> {
  const locked = await db
    .updateTable('customer_orders')
    .set((eb) => ({ invoice_number: eb.ref('invoice_number') }))
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (Number(locked.numUpdatedRows) === 0) return undefined;
  return db
    .selectFrom('customer_orders')
    .select(['status', 'invoice_number'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
}

/** Gives the order the next INV- number. Not a change of the order, so it keeps its stamps. */
export async function assignInvoiceNumber(db: TDb, orderId: number): Promise<void> {
  const invoiceNumber = await allocateNumber(db, 'INVOICE');
  await db
    .updateTable('customer_orders')
    .set({ invoice_number: invoiceNumber })
    .where('id', '=', orderId)
    .execute();
}

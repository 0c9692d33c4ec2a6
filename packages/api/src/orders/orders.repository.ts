import type { TOrderStatus } from '@tableside/shared/order-status';
import type { Kysely } from 'kysely';
import type { Database, Row } from '../db/schema.ts';
import { groupBy } from './group-by.ts';

/**
 * Reading orders whole: the order row with its table, customer, items (with the details chosen and
 * the menu item's current preparation time) and status history. Lists load their orders in four
 * queries however many there are. Writes are in order-writes.repository.ts.
 */
export type TOrderItemRecord = Row<'customer_order_items'> & {
  /** The menu item's preparation time now; null when it has none or was deleted. */
  preparation_time: number | null;
  details: Row<'customer_order_item_details'>[];
};

export type TOrderRecord = Row<'customer_orders'> & {
  bench: { id: number; name: string } | null;
  /** The bill whose first payment fixed the order (decision 0032); null while none has. */
  bill_id: number | null;
  customer: Row<'customers'> | null;
  items: TOrderItemRecord[];
  history: Row<'order_status_history'>[];
};

/** Just enough of an order to decide whether a change is allowed. */
export type TOrderHeader = Pick<Row<'customer_orders'>, 'id' | 'status' | 'bench_id' | 'order_token_hash'>;

export async function findOrderHeader(db: Kysely<Database>, id: number): Promise<TOrderHeader | undefined> {
  return db
    .selectFrom('customer_orders')
    .select(['id', 'status', 'bench_id', 'order_token_hash'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findFullOrder(db: Kysely<Database>, id: number): Promise<TOrderRecord | undefined> {
  const [order] = await findFullOrders(db, [id]);
  return order;
}

/** Ids of a table's orders in the given statuses, newest first. */
export async function findOrderIdsForBench(
  db: Kysely<Database>,
  benchId: number,
  statuses: readonly TOrderStatus[],
): Promise<number[]> {
  const rows = await db
    .selectFrom('customer_orders')
    .select('id')
    .where('bench_id', '=', benchId)
    .where('status', 'in', statuses)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => row.id);
}

/** The orders with these ids, whole, in the order the ids were given. */
export async function findFullOrders(db: Kysely<Database>, ids: readonly number[]): Promise<TOrderRecord[]> {
  if (ids.length === 0) return [];
  const orders = await db
    .selectFrom('customer_orders as o')
    .leftJoin('benches as b', 'b.id', 'o.bench_id')
    .leftJoin('bill_orders as bo', 'bo.order_id', 'o.id')
    .selectAll('o')
    .select(['b.name as bench_name', 'bo.bill_id'])
    .where('o.id', 'in', ids)
    .execute();
  const customerIds = orders.flatMap((order) => (order.customer_id === null ? [] : [order.customer_id]));
  const customers =
    customerIds.length === 0
      ? []
      : await db.selectFrom('customers').selectAll().where('id', 'in', customerIds).execute();
  const items = await db
    .selectFrom('customer_order_items as i')
    .leftJoin('menu_items as m', 'm.id', 'i.menu_item_id')
    .selectAll('i')
    .select('m.preparation_time')
    .where('i.order_id', 'in', ids)
    .orderBy('i.id')
    .execute();
  const details =
    items.length === 0
      ? []
      : await db
          .selectFrom('customer_order_item_details')
          .selectAll()
          .where(
            'order_item_id',
            'in',
            items.map((item) => item.id),
          )
          .orderBy('sort_order')
          .orderBy('id')
          .execute();
  const history = await db
    .selectFrom('order_status_history')
    .selectAll()
    .where('order_id', 'in', ids)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

  const customerById = new Map(customers.map((customer) => [customer.id, customer]));
  const detailsOf = groupBy(details, (detail) => detail.order_item_id);
  const itemsOf = groupBy(
    items.map((item) => ({ ...item, details: detailsOf.get(item.id) ?? [] })),
    (item) => item.order_id,
  );
  const historyOf = groupBy(history, (entry) => entry.order_id);
  const byId = new Map(
    orders.map(({ bench_name, ...order }): [number, TOrderRecord] => [
      order.id,
      {
        ...order,
        bench:
          order.bench_id === null || bench_name === null ? null : { id: order.bench_id, name: bench_name },
        customer: (order.customer_id !== null && customerById.get(order.customer_id)) || null,
        items: itemsOf.get(order.id) ?? [],
        history: historyOf.get(order.id) ?? [],
      },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

import { computeTotals, unitPriceCents } from '@tableside/shared/money';
import { formatOrderNumber, statusFromCode } from '@tableside/shared/order-status';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ADMIN_NAME, sampleNumber } from './reference-data.ts';
import type { TSampleOrder, TSampleOrderLine } from './sample-types.ts';
import { seedSampleBills } from './seed-bills.ts';
import type { TSeededCafe } from './seed-cafe.ts';
import { flag, insertReturningIds, insertRows, type TSeedStamp } from './seed-insert.ts';
import type { TDefaultTax } from './seed-reference.ts';

type TDb = Kysely<Database>;

type TDetail = {
  customization_id: number;
  option_id: number | null;
  name: string;
  value: string;
  value_added: number;
  percent: number;
  type: string;
  sort_order: number;
};

type TPricedLine = {
  line: TSampleOrderLine;
  menuItemId: number;
  defaultPrice: number;
  price: number;
  details: TDetail[];
};

/** A line priced from the menu the way the server prices a real order (DESIGN 2). */
function priceLine(cafe: TSeededCafe, line: TSampleOrderLine): TPricedLine {
  const item = cafe.items.get(line.item);
  if (!item) throw new Error(`Sample order names an unknown item: ${line.item}`);
  const details = line.choices.map((choice): TDetail => {
    const customization = item.customizations.get(choice.customization);
    if (!customization) throw new Error(`${line.item} has no customization ${choice.customization}`);
    const { sample } = customization;
    const option = sample.options.find((o) => o.name === choice.value);
    if (!option && sample.type !== 'TEXT')
      throw new Error(`${choice.customization} has no option ${choice.value}`);
    return {
      customization_id: customization.id,
      option_id: option ? customization.optionIds.get(option.name)! : null,
      name: sample.name,
      value: choice.value,
      value_added: option?.valueAdded ?? 0,
      percent: flag(option?.percent === true),
      type: sample.type,
      sort_order: sample.sortOrder,
    };
  });
  const surcharges = details.map((d) => ({ valueAdded: d.value_added, percent: d.percent === 1 }));
  const price = unitPriceCents(item.sample.priceCents, surcharges);
  return { line, menuItemId: item.id, defaultPrice: item.sample.priceCents, price, details };
}

/**
 * Orders with their items, chosen customizations and status history. Guests' orders have no creator
 * (spec admin 4); every later status change, and every manual order, is the Administrator's. They
 * are numbered ORD-000001 … in order; the seeding sets the counter to match. The paid ones get the
 * settled bills they were paid on (seed-bills.ts).
 */
export async function seedSampleOrders(
  db: TDb,
  stamp: TSeedStamp,
  cafe: TSeededCafe,
  tax: TDefaultTax,
  orders: readonly TSampleOrder[],
): Promise<void> {
  const admin = { id: stamp.adminId, name: ADMIN_NAME };
  const by = (who: typeof admin | null) => ({ id: who?.id ?? null, name: who?.name ?? null });
  const priced = orders.map((order) => order.lines.map((line) => priceLine(cafe, line)));
  const totalsOf = priced.map((lines) =>
    computeTotals(
      lines.map((p) => ({ unitPriceCents: p.price, quantity: p.line.quantity, taxRateHundredths: tax.rate })),
    ),
  );

  const orderIds = await insertReturningIds(
    orders.map((order, index) => {
      const first = order.history[0]!;
      const last = order.history.at(-1)!;
      const creator = by(order.isManual ? admin : null);
      const updater = by(order.isManual || order.history.length > 1 ? admin : null);
      const totals = totalsOf[index]!;
      return {
        order_number: null,
        sequence_number: sampleNumber('ORDER', index + 1),
        status: statusFromCode(last.code)!,
        bench_id: order.table === null ? null : cafe.tableIds.get(order.table)!,
        customer_id: order.customer === null ? null : cafe.customerIds.get(order.customer)!,
        is_manual: flag(order.isManual),
        notes: order.notes,
        ...totals,
        order_token_hash: null,
        shared_cart_id: null,
        created_at: first.at,
        updated_at: last.at,
        created_by: creator.id,
        created_by_name: creator.name,
        updated_by: updater.id,
        updated_by_name: updater.name,
      };
    }),
    (chunk) => db.insertInto('customer_orders').values(chunk).returning('id').execute(),
  );
  // spec: order_number is derived from the id, which exists only once the row does.
  for (const id of orderIds) {
    await db
      .updateTable('customer_orders')
      .set({ order_number: formatOrderNumber(id) })
      .where('id', '=', id)
      .execute();
  }

  const lines = orders.flatMap((order, index) => {
    const creator = by(order.isManual ? admin : null);
    const audit = {
      created_at: order.history[0]!.at,
      updated_at: order.history[0]!.at,
      created_by: creator.id,
      created_by_name: creator.name,
      updated_by: creator.id,
      updated_by_name: creator.name,
    };
    return priced[index]!.map((p) => ({ orderId: orderIds[index]!, priced: p, audit }));
  });
  const itemIds = await insertReturningIds(
    lines.map(({ orderId, priced: p, audit }) => ({
      order_id: orderId,
      menu_item_id: p.menuItemId,
      menu_item_name: p.line.item,
      default_price: p.defaultPrice,
      price: p.price,
      quantity: p.line.quantity,
      tax_rate: tax.rate,
      special_instructions: p.line.specialInstructions,
      added_by_name: audit.created_by_name,
      ...audit,
    })),
    (chunk) => db.insertInto('customer_order_items').values(chunk).returning('id').execute(),
  );
  const details = lines.flatMap(({ priced: p, audit }, index) =>
    p.details.map((detail) => ({ order_item_id: itemIds[index]!, ...detail, ...audit })),
  );
  await insertRows(details, (chunk) => db.insertInto('customer_order_item_details').values(chunk).execute());

  const history = orders.flatMap((order, index) =>
    order.history.map((entry, position) => {
      const who = by(position > 0 || order.isManual ? admin : null);
      return {
        order_id: orderIds[index]!,
        status: entry.code,
        notes: null,
        created_at: entry.at,
        updated_at: entry.at,
        created_by: who.id,
        created_by_name: who.name,
        updated_by: who.id,
        updated_by_name: who.name,
      };
    }),
  );
  await insertRows(history, (chunk) => db.insertInto('order_status_history').values(chunk).execute());
  await seedSampleBills(
    db,
    stamp,
    orders.map((order, index) => ({
      id: orderIds[index]!,
      order,
      benchId: order.table === null ? null : cafe.tableIds.get(order.table)!,
      gross: totalsOf[index]!.gross,
    })),
  );
}

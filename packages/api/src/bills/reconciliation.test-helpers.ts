import type { TBill, TJoinedShare, TStaffBill } from '@tableside/shared/bills.schemas';
import type { TPublicOrderView, TSubmittedOrder } from '@tableside/shared/orders.schemas';
import { choose, menuItem, submitOk } from '../customer/customer-orders.test-helpers.ts';
import { setSettingValue } from '../test/settings.ts';
import type { TTestContext } from '../test/test-context.ts';
import { type billStaff, expectCall, pay, requestBill, serve } from './bills.test-helpers.ts';

/**
 * The day the reconciliation test reads (issue 41), built only through the API: two tax rates (the
 * Caesar Salad at VAT 20 %, coffee at Sales Tax 8 %), a 10 % service charge, surcharges in money and
 * in percent, one order with tax on top and one with prices including tax, added and removed items,
 * a cancelled order, a bill split by items and one in equal shares, partial payments, tips, cash
 * with change, a refund, a bill still open and an order nobody has asked the bill for.
 */
export type TDay = {
  orderIds: number[];
  /** Every bill of the day; the settled ones apart. */
  billIds: number[];
  settledBillIds: number[];
  inclusiveOrderId: number;
  unbilledOrderId: number;
  cancelledGross: number;
};

type TStaff = Awaited<ReturnType<typeof billStaff>>;

/** Cash as a guest hands it over: the next whole 10 above what is due. */
const roundedUp = (due: number) => Math.ceil((due + 0.01) / 10) * 10;

export async function buildDay(ctx: TTestContext, staff: TStaff, benches: number[]): Promise<TDay> {
  const [itemsBench, equalBench, cancelBench, partialBench, openBench] = benches as [
    number,
    number,
    number,
    number,
    number,
  ];
  const vat = await ctx.db
    .selectFrom('taxes')
    .select('id')
    .where('name', '=', 'VAT')
    .executeTakeFirstOrThrow();
  await ctx.db.updateTable('menu_items').set({ tax_id: vat.id }).where('name', '=', 'Caesar Salad').execute();
  ctx.deps.events.publish({ type: 'menu.changed' });
  const latte = await menuItem(ctx, 'Caffè Latte');
  const cappuccino = await menuItem(ctx, 'Cappuccino');
  const espresso = await menuItem(ctx, 'Espresso');
  const caesar = await menuItem(ctx, 'Caesar Salad');
  const lattes = {
    menuItemId: latte.id,
    quantity: 2,
    customizations: [choose(latte, 'Size', 'Large'), choose(latte, 'Milk Type', 'Oat Milk')],
  };
  const salad = (...protein: string[]) => ({
    menuItemId: caesar.id,
    quantity: 1,
    customizations: [choose(caesar, 'Add Protein', ...protein), choose(caesar, 'Portion', 'Large')],
  });
  const small = {
    menuItemId: cappuccino.id,
    quantity: 1,
    customizations: [choose(cappuccino, 'Size', 'Small')],
  };
  const order = (bench: number, items: unknown[]) => submitOk(ctx, { bench_id: bench, items });

  // Table 1, tax on top: lattes and a salad, then a cappuccino and an espresso added, the espresso removed.
  const a = await order(itemsBench, [lattes, salad('Grilled Chicken')]);
  const added = await expectCall<TPublicOrderView>(ctx, 200, 'POST', `/customer/orders/${a.id}/add-items`, {
    token: a.order_token,
    body: { items: [small, { menuItemId: espresso.id, quantity: 1 }] },
  });
  const espressoLine = added.items.find((item) => item.menu_item_id === espresso.id)!;
  await expectCall(ctx, 200, 'DELETE', `/customer/orders/${a.id}/items/${espressoLine.id}`, {
    token: a.order_token,
  });
  await serve(ctx, staff.waiter, a.id);
  const itemsBill = await splitByItems(ctx, itemsBench, a);
  const [first, second] = itemsBill.shares as [TBill['shares'][number], TBill['shares'][number]];
  await pay(ctx, staff.waiter, itemsBill.id, {
    share_id: first.id,
    method: 'CREDIT_CARD',
    amount: first.amount,
    tip: 1,
  });
  const settledItems = await pay(ctx, staff.waiter, itemsBill.id, {
    share_id: second.id,
    method: 'CASH',
    amount: second.amount,
    cash_given: roundedUp(second.amount),
  });

  // Table 2, prices including tax: a salad and two cappuccinos, three equal shares with a 10 % tip.
  await setSettingValue(ctx, 'PAYMENT.PRICES_INCLUDE_TAX', 'true');
  let b: TSubmittedOrder;
  try {
    b = await order(equalBench, [salad('Halloumi'), { ...small, quantity: 2 }]);
  } finally {
    await setSettingValue(ctx, 'PAYMENT.PRICES_INCLUDE_TAX', 'false');
  }
  await serve(ctx, staff.waiter, b.id);
  const equal = await requestBill(ctx, equalBench, b.order_token, {
    split_mode: 'EQUAL',
    split_count: 3,
    payment_method: 'CASH',
    tip: { percent: 10 },
  });
  const methods = ['CASH', 'CREDIT_CARD', 'DEBIT_CARD'] as const;
  let settledEqual: TStaffBill | undefined;
  for (const [index, share] of equal.shares.entries()) {
    const method = methods[index]!;
    const cash = method === 'CASH' ? { cash_given: roundedUp(share.amount + share.tip) } : {};
    settledEqual = await pay(ctx, staff.waiter, equal.id, {
      share_id: share.id,
      method,
      amount: share.amount,
      tip: share.tip,
      ...cash,
    });
  }
  const card = settledEqual!.payments.find((p) => p.method === 'CREDIT_CARD')!;
  await expectCall(ctx, 200, 'POST', `/payments/${card.id}/refund`, {
    who: staff.manager,
    body: { reason: 'Cold coffee' },
  });

  // Table 3: ordered and cancelled.
  const c = await order(cancelBench, [small]);
  const cancelled = await expectCall<{ gross: number }>(
    ctx,
    200,
    'PATCH',
    `/customer-orders/${c.id}/status`,
    {
      who: staff.manager,
      body: { status: 'CANCELLED' },
    },
  );

  // Table 4: served, the whole bill asked for, 5.00 paid by card so far.
  const d = await order(partialBench, [salad('None')]);
  await serve(ctx, staff.waiter, d.id);
  const whole = await requestBill(ctx, partialBench, d.order_token, {
    split_mode: 'WHOLE',
    payment_method: 'CASH',
  });
  await pay(ctx, staff.waiter, whole.id, { method: 'CREDIT_CARD', amount: 5 });

  // Table 5: still with the kitchen, nobody asked for the bill.
  const e = await order(openBench, [{ ...small, quantity: 2 }]);

  return {
    orderIds: [a.id, b.id, c.id, d.id, e.id],
    billIds: [itemsBill.id, equal.id, whole.id],
    settledBillIds: [settledItems.id, settledEqual!.id],
    inclusiveOrderId: b.id,
    unbilledOrderId: e.id,
    cancelledGross: cancelled.gross,
  };
}

/** Two phones split order `a`'s bill by items: the lattes on one share, the rest on the other. */
async function splitByItems(ctx: TTestContext, bench: number, a: TSubmittedOrder): Promise<TBill> {
  const bill = await requestBill(ctx, bench, a.order_token, {
    split_mode: 'ITEMS',
    payment_method: 'CREDIT_CARD',
  });
  const latteLine = bill.lines.find((line) => line.name === 'Caffè Latte')!.id;
  const rest = bill.lines.filter((line) => line.id !== latteLine).map((line) => line.id);
  let split = bill;
  for (const lineIds of [[latteLine], rest]) {
    const joined = await expectCall<TJoinedShare>(ctx, 201, 'POST', `/customer/bills/${bill.id}/shares`, {
      token: a.order_token,
    });
    split = await expectCall<TBill>(ctx, 200, 'PUT', `/customer/bills/${bill.id}/shares/${joined.share_id}`, {
      token: a.order_token,
      body: { line_ids: lineIds },
    });
  }
  return split;
}

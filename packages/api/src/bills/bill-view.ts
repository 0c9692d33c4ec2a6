import { splitByWeights, splitEqually, tipFromPercent } from '@tableside/shared/bill-split';
import type {
  TBill,
  TBillLine,
  TBillShare,
  TBillSplitMode,
  TBillStatus,
  TPayment,
  TStaffBill,
} from '@tableside/shared/bills.schemas';
import type { PAYMENT_METHODS } from '@tableside/shared/constants';
import { computeTotals, fromCents, lineAmounts, type TTotals, taxesByRate } from '@tableside/shared/money';
import type { TOrderStatus } from '@tableside/shared/order-status';
import type { Row } from '../db/schema.ts';
import type { TOrderRecord } from '../orders/orders.repository.ts';
import type { TBillRows } from './bills.repository.ts';

/**
 * The bill's figures from its rows and orders (decision 0032), in cents until the view converts
 * them. Pure: the services load, this computes, so every answer and every payment check agree.
 */
type TPaymentMethod = (typeof PAYMENT_METHODS)[number];

export type TLineCents = {
  id: number;
  orderId: number;
  name: string;
  options: string[];
  quantity: number;
  unitPrice: number;
  taxRate: number;
  net: number;
  tax: number;
  gross: number;
};

export type TShareCents = {
  row: Row<'bill_shares'>;
  amount: number;
  tip: number;
  paid: number;
  lineIds: number[];
  hasPayments: boolean;
};

export type TBillFigures = {
  lines: TLineCents[];
  totals: TTotals;
  shares: TShareCents[];
  unclaimedLineIds: number[];
  /** Every share paid and (ITEMS) every line taken: the bill may be settled. */
  complete: boolean;
};

/** The orders' lines, each order with its own tax mode (prices with or without tax, migration 0013). */
export function billLines(orders: readonly TOrderRecord[]): TLineCents[] {
  return orders.flatMap((order) =>
    order.items.map((item) => {
      const { net, tax } = lineAmounts(
        { unitPriceCents: item.price, quantity: item.quantity, taxRateHundredths: item.tax_rate },
        { pricesIncludeTax: order.prices_include_tax === 1 },
      );
      return {
        id: item.id,
        orderId: order.id,
        name: item.menu_item_name,
        options: item.details.map((detail) => detail.value),
        quantity: item.quantity,
        unitPrice: item.price,
        taxRate: item.tax_rate,
        net,
        tax,
        gross: net + tax,
      };
    }),
  );
}

/** Each order's totals at its own service charge rate (as it was ordered), added up. */
export function billTotals(orders: readonly TOrderRecord[]): TTotals {
  const sum: TTotals = { net: 0, taxes: 0, service_charge: 0, gross: 0 };
  for (const order of orders) {
    const lines = order.items.map((item) => ({
      unitPriceCents: item.price,
      quantity: item.quantity,
      taxRateHundredths: item.tax_rate,
    }));
    const totals = computeTotals(lines, order.service_charge_rate, {
      pricesIncludeTax: order.prices_include_tax === 1,
    });
    sum.net += totals.net;
    sum.taxes += totals.taxes;
    sum.service_charge += totals.service_charge;
    sum.gross += totals.gross;
  }
  return sum;
}

function plannedTip(
  bill: Row<'bills'>,
  share: Row<'bill_shares'>,
  amount: number,
  index: number,
  count: number,
): number {
  const choice = bill.split_mode === 'ITEMS' ? share : bill;
  if (choice.tip_percent !== null) return tipFromPercent(amount, choice.tip_percent / 100);
  if (choice.tip_amount === null) return 0;
  return bill.split_mode === 'ITEMS'
    ? choice.tip_amount
    : (splitEqually(choice.tip_amount, count)[index] ?? 0);
}

/**
 * Share amounts. WHOLE and EQUAL: the gross split equally by position, the last share taking the
 * rounding cents; the orders are fixed at the first payment, so the amounts never move once anyone
 * paid. ITEMS: a share with a payment keeps the amount stored at its first payment, and the rest of
 * the gross is split over the others by the gross of the lines each takes, with the lines nobody
 * took as the last slot.
 */
export function billFigures(rows: TBillRows, orders: readonly TOrderRecord[]): TBillFigures {
  const { bill } = rows;
  const lines = billLines(orders);
  const totals = billTotals(orders);
  const lineGross = new Map(lines.map((line) => [line.id, line.gross]));
  const paying = new Set(rows.payments.flatMap((p) => (p.share_id === null ? [] : [p.share_id])));
  const lineIdsOf = (shareId: number) =>
    rows.shareLines.flatMap((l) =>
      l.share_id === shareId && lineGross.has(l.order_item_id) ? [l.order_item_id] : [],
    );
  const claimed = new Set(rows.shareLines.map((l) => l.order_item_id));
  const unclaimedLineIds =
    bill.split_mode === 'ITEMS' ? lines.filter((line) => !claimed.has(line.id)).map((line) => line.id) : [];

  const fixed = rows.shares.filter((share) => paying.has(share.id));
  const open = rows.shares.filter((share) => !paying.has(share.id));
  const remaining = totals.gross - fixed.reduce((sum, share) => sum + share.amount, 0);
  const computed = new Map<number, number>();
  if (bill.split_mode === 'ITEMS') {
    const weights = open.map((share) =>
      lineIdsOf(share.id).reduce((s, id) => s + (lineGross.get(id) ?? 0), 0),
    );
    const unclaimed = unclaimedLineIds.reduce((s, id) => s + (lineGross.get(id) ?? 0), 0);
    const amounts = splitByWeights(
      remaining,
      unclaimedLineIds.length > 0 ? [...weights, unclaimed] : weights,
    );
    for (const [index, share] of open.entries()) computed.set(share.id, amounts[index] ?? 0);
  } else if (rows.shares.length > 0) {
    const amounts = splitEqually(totals.gross, rows.shares.length);
    for (const [index, share] of rows.shares.entries()) {
      if (!paying.has(share.id)) computed.set(share.id, amounts[index] ?? 0);
    }
  }

  const shares = rows.shares.map((row, index) => {
    const amount = computed.get(row.id) ?? row.amount;
    // What was charged: completed payments, and on a settled bill also those refunded since.
    const completed = rows.payments.filter(
      (p) =>
        p.share_id === row.id &&
        (p.status === 'COMPLETED' || (bill.status === 'SETTLED' && p.status === 'REFUNDED')),
    );
    const tip =
      completed.length > 0
        ? completed.reduce((sum, p) => sum + p.tip, 0)
        : plannedTip(bill, row, amount, index, rows.shares.length);
    return { row, amount, tip, paid: row.paid, lineIds: lineIdsOf(row.id), hasPayments: paying.has(row.id) };
  });
  // A share that took nothing (ITEMS: a phone joined, picked no line) owes nothing and holds nothing up.
  const complete =
    shares.some((share) => share.amount > 0) &&
    shares.every((share) => share.paid >= share.amount) &&
    unclaimedLineIds.length === 0;
  return { lines, totals, shares, unclaimedLineIds, complete };
}

export function lineView(line: TLineCents): TBillLine {
  return {
    id: line.id,
    order_id: line.orderId,
    name: line.name,
    options: line.options,
    quantity: line.quantity,
    unit_price: fromCents(line.unitPrice),
    tax_rate: line.taxRate / 100,
    net: fromCents(line.net),
    tax: fromCents(line.tax),
    gross: fromCents(line.gross),
  };
}

export function totalsView(totals: TTotals): TBill['totals'] {
  return {
    net: fromCents(totals.net),
    taxes: fromCents(totals.taxes),
    service_charge: fromCents(totals.service_charge),
    gross: fromCents(totals.gross),
  };
}

/** Taxes by rate, lowest rate first, as a receipt lists them (the shared money rule's taxesByRate). */
export function taxBreakdown(lines: readonly TLineCents[]): TBill['tax_breakdown'] {
  return taxesByRate(lines.map((line) => ({ rate: line.taxRate, net: line.net, tax: line.tax }))).map(
    ({ rate, net, tax }) => ({ rate: rate / 100, net: fromCents(net), tax: fromCents(tax) }),
  );
}

export function ordersView(orders: readonly TOrderRecord[]): TBill['orders'] {
  return orders.map((order) => ({
    id: order.id,
    order_number: order.order_number,
    sequence_number: order.sequence_number,
    status: order.status as TOrderStatus,
    created_at: order.created_at,
  }));
}

function shareView(share: TShareCents): TBillShare {
  return {
    id: share.row.id,
    position: share.row.position,
    amount: fromCents(share.amount),
    tip: fromCents(share.tip),
    paid: fromCents(share.paid),
    outstanding: fromCents(Math.max(0, share.amount - share.paid)),
    status: share.amount > 0 && share.paid >= share.amount ? 'PAID' : 'OPEN',
    payment_method: share.row.payment_method as TPaymentMethod | null,
    line_ids: share.lineIds,
  };
}

/** The bill as guests and staff see it; no names, no notes (public answers are narrow). */
export function billView(rows: TBillRows, orders: readonly TOrderRecord[], figures: TBillFigures): TBill {
  const { bill } = rows;
  const tipTotal = figures.shares.reduce((sum, share) => sum + share.tip, 0);
  const paidTotal = figures.shares.reduce((sum, share) => sum + share.paid, 0);
  const outstanding = figures.shares.reduce((sum, share) => sum + Math.max(0, share.amount - share.paid), 0);
  return {
    id: bill.id,
    bench_id: bill.bench_id ?? 0,
    bench_name: bill.bench_name,
    status: bill.status as TBillStatus,
    split_mode: bill.split_mode as TBillSplitMode,
    payment_method: bill.payment_method as TPaymentMethod | null,
    requested_at: bill.requested_at,
    acknowledged_at: bill.acknowledged_at,
    invoice_number: bill.invoice_number,
    settled_at: bill.settled_at,
    prices_include_tax: bill.prices_include_tax === 1,
    orders: ordersView(orders),
    lines: figures.lines.map(lineView),
    totals: totalsView(figures.totals),
    tax_breakdown: taxBreakdown(figures.lines),
    tip_total: fromCents(tipTotal),
    total_with_tip: fromCents(figures.totals.gross + tipTotal),
    paid_total: fromCents(paidTotal),
    outstanding_total: fromCents(outstanding),
    shares: figures.shares.map(shareView),
    unclaimed_line_ids: figures.unclaimedLineIds,
  };
}

export function paymentView(payment: Row<'payments'>): TPayment {
  return {
    id: payment.id,
    bill_id: payment.bill_id,
    share_id: payment.share_id,
    method: payment.method as TPaymentMethod,
    amount: fromCents(payment.amount),
    tip: fromCents(payment.tip),
    total: fromCents(payment.amount + payment.tip),
    cash_given: payment.cash_given === null ? null : fromCents(payment.cash_given),
    change: payment.change_given === null ? null : fromCents(payment.change_given),
    status: payment.status as TPayment['status'],
    taken_by: payment.taken_by,
    taken_by_name: payment.taken_by_name,
    created_at: payment.created_at,
    reason: payment.reason,
    provider_reference: payment.provider_reference,
  };
}

export function staffBillView(
  rows: TBillRows,
  orders: readonly TOrderRecord[],
  figures: TBillFigures,
): TStaffBill {
  return { ...billView(rows, orders, figures), payments: rows.payments.map(paymentView) };
}

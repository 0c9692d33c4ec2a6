import type { TBillShare, TPayment, TStaffBill } from '@tableside/shared/bills.schemas';
import { sumAmounts } from '@tableside/shared/money';

export function share(id: number, overrides: Partial<TBillShare> = {}): TBillShare {
  return {
    id,
    position: 1,
    amount: 30,
    tip: 0,
    paid: 0,
    outstanding: 30,
    status: 'OPEN',
    payment_method: null,
    line_ids: [],
    ...overrides,
  };
}

export function payment(id: number, overrides: Partial<TPayment> = {}): TPayment {
  const { amount = 10, tip = 1 } = overrides;
  return {
    total: sumAmounts([amount, tip]),
    id,
    bill_id: 7,
    share_id: 71,
    method: 'CREDIT_CARD',
    amount: 10,
    tip: 1,
    cash_given: null,
    change: null,
    status: 'COMPLETED',
    taken_by: 1,
    taken_by_name: 'Ada Lovelace',
    created_at: '2026-03-14T12:10:00.000Z',
    reason: null,
    provider_reference: null,
    ...overrides,
  };
}

/** An open bill of Table 5 for 30.00 (one share), asked for and not yet seen. */
export function staffBill(id = 7, overrides: Partial<TStaffBill> = {}): TStaffBill {
  const shares = overrides.shares ?? [share(71)];
  return {
    // As the server answers it: what the shares still owe.
    outstanding_total: sumAmounts(shares.map((entry) => entry.outstanding)),
    id,
    bench_id: 5,
    bench_name: 'Table 5',
    status: 'OPEN',
    split_mode: 'WHOLE',
    payment_method: 'CASH',
    requested_at: '2026-03-14T12:00:00.000Z',
    acknowledged_at: null,
    invoice_number: null,
    settled_at: null,
    prices_include_tax: false,
    orders: [
      {
        id: 31,
        order_number: 'O-000031',
        sequence_number: 'ORD-000031',
        status: 'DELIVERED',
        created_at: '2026-03-14T11:00:00.000Z',
      },
    ],
    lines: [
      {
        id: 310,
        order_id: 31,
        name: 'Latte',
        options: ['Large'],
        quantity: 2,
        unit_price: 4.5,
        tax_rate: 8,
        net: 9,
        tax: 0.72,
        gross: 9.72,
      },
      {
        id: 311,
        order_id: 31,
        name: 'Club sandwich',
        options: [],
        quantity: 2,
        unit_price: 9.54,
        tax_rate: 7,
        net: 19.08,
        tax: 1.2,
        gross: 20.28,
      },
    ],
    totals: { net: 28.08, taxes: 1.92, service_charge: 0, gross: 30 },
    tax_breakdown: [
      { rate: 7, net: 19.08, tax: 1.2 },
      { rate: 8, net: 9, tax: 0.72 },
    ],
    tip_total: 0,
    total_with_tip: 30,
    paid_total: 0,
    shares: [share(71)],
    unclaimed_line_ids: [],
    payments: [],
    ...overrides,
  };
}

import type { TBill, TBillLine, TBillReceipt, TBillShare, TTableBill } from '@tableside/shared/bills.schemas';

/** Bills in the shape the guest bill calls answer (docs/bill-contract.tmp.md). */
export function billLine(
  id: number,
  name: string,
  gross: number,
  overrides: Partial<TBillLine> = {},
): TBillLine {
  const net = Math.round((gross / 1.08) * 100) / 100;
  return {
    id,
    order_id: 5,
    name,
    options: [],
    quantity: 1,
    unit_price: gross,
    tax_rate: 8,
    net,
    tax: Math.round((gross - net) * 100) / 100,
    gross,
    ...overrides,
  };
}

export const LINES = [
  billLine(11, 'Latte', 9, { quantity: 2, unit_price: 4.5, options: ['Large', 'Oat milk'] }),
  billLine(12, 'Croissant', 3.5),
  billLine(13, 'Orange juice', 4),
];

const TOTALS = { net: 15.28, taxes: 1.22, service_charge: 0, gross: 16.5 };

export function share(id: number, position: number, overrides: Partial<TBillShare> = {}): TBillShare {
  return {
    id,
    position,
    amount: 16.5,
    tip: 0,
    paid: 0,
    outstanding: 16.5,
    status: 'OPEN',
    payment_method: 'CREDIT_CARD',
    line_ids: [],
    ...overrides,
  };
}

export function bill(overrides: Partial<TBill> = {}): TBill {
  return {
    id: 40,
    bench_id: 3,
    bench_name: 'Table 3',
    status: 'OPEN',
    split_mode: 'WHOLE',
    payment_method: 'CREDIT_CARD',
    requested_at: '2026-01-05T13:00:00.000Z',
    acknowledged_at: null,
    invoice_number: null,
    settled_at: null,
    prices_include_tax: false,
    orders: [
      {
        id: 5,
        order_number: 'O-000005',
        sequence_number: 'ORD-000005',
        status: 'DELIVERED',
        created_at: '2026-01-05T12:00:00.000Z',
      },
    ],
    lines: LINES,
    totals: TOTALS,
    tax_breakdown: [{ rate: 8, net: 15.28, tax: 1.22 }],
    tip_total: 0,
    total_with_tip: 16.5,
    paid_total: 0,
    outstanding_total: 16.5,
    shares: [share(71, 1)],
    unclaimed_line_ids: [],
    ...overrides,
  };
}

export function tableBill(overrides: Partial<TTableBill> = {}): TTableBill {
  return {
    bench_id: 3,
    orders: [
      {
        id: 5,
        order_number: 'O-000005',
        sequence_number: 'ORD-000005',
        status: 'DELIVERED',
        created_at: '2026-01-05T12:00:00.000Z',
      },
    ],
    lines: LINES,
    totals: TOTALS,
    tax_breakdown: [{ rate: 8, net: 15.28, tax: 1.22 }],
    prices_include_tax: false,
    payment_methods: ['CASH', 'CREDIT_CARD'],
    tips_enabled: true,
    tip_percentages: [5, 10, 15],
    bill: null,
    ...overrides,
  };
}

export function receipt(overrides: Partial<TBillReceipt> = {}): TBillReceipt {
  return {
    invoice_number: 'INV-000042',
    issued_at: '2026-01-05T13:30:00.000Z',
    restaurant: {
      name: 'Café Müller',
      address: 'Hauptstraße 1\n10115 Berlin',
      phone: '+49 30 123456',
      email: null,
      tax_id: 'DE123456789',
    },
    bench_name: 'Table 3',
    currency: 'EUR',
    prices_include_tax: false,
    lines: LINES,
    totals: { net: 15.28, taxes: 1.22, service_charge: 1.65, gross: 18.15 },
    tax_breakdown: [{ rate: 8, net: 15.28, tax: 1.22 }],
    tip_total: 1.85,
    total_with_tip: 20,
    payments: [
      {
        method: 'CASH',
        amount: 18.15,
        tip: 1.85,
        total: 20,
        cash_given: 25,
        change: 5,
        status: 'COMPLETED',
        created_at: '2026-01-05T13:29:00.000Z',
      },
    ],
    ...overrides,
  };
}

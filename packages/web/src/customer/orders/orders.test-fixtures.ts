import { fromCents, lineTotalCents, percentOf, toCents } from '@tableside/shared/money';
import type { TOrderStatus } from '@tableside/shared/order-status';
import type { TOrderItemView, TOrderStatusView, TPublicOrderView } from '@tableside/shared/orders.schemas';

/** Orders in the shape the guest order calls answer (packages/api/src/orders/order-view.ts). */
export function orderItem(id: number, name: string, overrides: Partial<TOrderItemView> = {}): TOrderItemView {
  const { price = 4.5, quantity = 1 } = overrides;
  const amount = fromCents(lineTotalCents(toCents(price), quantity));
  const tax = fromCents(percentOf(toCents(amount), 800));
  return {
    amount,
    net: amount,
    tax,
    id,
    menu_item_id: id,
    price: 4.5,
    quantity: 1,
    special_instructions: null,
    details: [],
    menu_item: { id, name, default_price: 4 },
    ...overrides,
  };
}

/** History times one minute apart from 12:00 UTC, one entry per code. */
export function history(...codes: number[]): TPublicOrderView['status_history'] {
  return codes.map((status, index) => ({
    status,
    created_at: `2026-01-05T12:0${index}:00.000Z`,
  }));
}

export function publicOrder(id: number, overrides: Partial<TPublicOrderView> = {}): TPublicOrderView {
  const status: TOrderStatus = overrides.status ?? 'SUBMITTED';
  return {
    id,
    order_number: `O-${String(id).padStart(6, '0')}`,
    sequence_number: `ORD-${String(id).padStart(6, '0')}`,
    status,
    is_manual: false,
    on_bill: false,
    bench_id: 3,
    bench: { id: 3, name: 'Table 3' },
    items: [
      orderItem(100 + id, 'Latte', {
        quantity: 2,
        details: [
          {
            id: 1,
            name: 'Size',
            value: 'Large',
            value_added: 1,
            percent: false,
            type: 'SELECT',
            sort_order: 1,
          },
        ],
        special_instructions: 'Extra hot',
      }),
      orderItem(200 + id, 'Walnut Brownie', { price: 3.5 }),
    ],
    net: 12.5,
    taxes: 1,
    service_charge: 0,
    order_type: 'DINE_IN',
    service_charge_percent: 0,
    gross: 13.5,
    prices_include_tax: false,
    tax_breakdown: [{ rate: 8, net: 12.5, tax: 1 }],
    notes: null,
    status_history: history(1),
    created_at: '2026-01-05T12:00:00.000Z',
    updated_at: '2026-01-05T12:00:00.000Z',
    estimated_minutes: 12,
    // Far ahead, so the estimate reads as a clock time rather than 'any minute'.
    estimated_ready_at: '2099-01-05T12:12:00.000Z',
    ...overrides,
  };
}

/** What the server answers a phone without the order's token while the order is active (decision 0022). */
export function statusView(order: TPublicOrderView): TOrderStatusView {
  const { id, order_number, sequence_number, status, created_at, updated_at } = order;
  const { estimated_minutes, estimated_ready_at } = order;
  return {
    id,
    order_number,
    sequence_number,
    status,
    created_at,
    updated_at,
    estimated_minutes,
    estimated_ready_at,
  };
}

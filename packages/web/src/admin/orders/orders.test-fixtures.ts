import {
  fromCents,
  lineAmounts,
  lineTotalCents,
  percentToHundredths,
  toCents,
} from '@tableside/shared/money';
import { formatOrderNumber } from '@tableside/shared/order-status';
import type { TFullOrderItemView, TFullOrderView } from '@tableside/shared/orders.schemas';
import type { TPublicMenu, TPublicMenuItem } from '@tableside/shared/public-menu.schemas';
import type { TStaffOrderListItem } from '@tableside/shared/staff-orders.schemas';
import { startSession } from '../../auth/auth-session.service.ts';
import { sessionData, testUser } from '../../test/fetch-mock.ts';

export { pageOf as page } from '../../test/fetch-mock.ts';

const audit = {
  created_at: '2026-03-14T11:00:00.000Z',
  updated_at: '2026-03-14T11:00:00.000Z',
  created_by: null,
  created_by_name: null,
  updated_by: null,
  updated_by_name: null,
};

/** A line's amount, net and tax as the server computes them (shared money rule, tax on top). */
export function lineMoney(price: number, quantity: number, taxRate: number, pricesIncludeTax = false) {
  const { net, tax } = lineAmounts(
    { unitPriceCents: toCents(price), quantity, taxRateHundredths: percentToHundredths(taxRate) },
    { pricesIncludeTax },
  );
  return {
    amount: fromCents(lineTotalCents(toCents(price), quantity)),
    net: fromCents(net),
    tax: fromCents(tax),
  };
}

export function orderItem(id: number, overrides: Partial<TFullOrderItemView> = {}): TFullOrderItemView {
  const { price = 4.5, quantity = 2, tax_rate: taxRate = 8 } = overrides;
  return {
    ...lineMoney(price, quantity, taxRate),
    ...audit,
    id,
    menu_item_id: 10,
    price: 4.5,
    quantity: 2,
    special_instructions: null,
    tax_rate: 8,
    added_by_name: null,
    menu_item: { id: 10, name: 'Latte', default_price: 4 },
    details: [
      {
        ...audit,
        id: id * 100,
        customization_id: 1,
        option_id: 2,
        name: 'Size',
        value: 'Large',
        value_added: 0.5,
        percent: false,
        type: 'SELECT',
        sort_order: 1,
      },
    ],
    ...overrides,
  };
}

export function listOrder(id: number, overrides: Partial<TStaffOrderListItem> = {}): TStaffOrderListItem {
  return {
    id,
    order_number: formatOrderNumber(id),
    sequence_number: `ORD-${String(id).padStart(6, '0')}`,
    invoice_number: null,
    status: 'SUBMITTED',
    bench_id: 4,
    bench: { id: 4, name: 'Table 4' },
    customer_id: null,
    customer: null,
    is_manual: false,
    on_bill: false,
    net: 9,
    taxes: 0.72,
    service_charge: 0,
    order_type: 'DINE_IN',
    gross: 9.72,
    item_count: 2,
    notes: null,
    created_at: '2026-03-14T11:00:00.000Z',
    updated_at: '2026-03-14T11:00:00.000Z',
    created_by_name: null,
    items: [orderItem(id * 10)],
    ...overrides,
  };
}

export function fullOrder(id: number, overrides: Partial<TFullOrderView> = {}): TFullOrderView {
  return {
    ...audit,
    id,
    order_number: formatOrderNumber(id),
    sequence_number: `ORD-${String(id).padStart(6, '0')}`,
    status: 'OPENED',
    is_manual: false,
    on_bill: false,
    bench_id: 4,
    bench: { id: 4, name: 'Table 4' },
    customer_id: 3,
    customer: {
      id: 3,
      customer_number: 'CUST-000003',
      name: 'Grace Hopper',
      email: 'grace@example.com',
      phone: null,
      is_guest: true,
      is_active: true,
    },
    shared_cart_id: null,
    invoice_number: null,
    items: [
      orderItem(1),
      orderItem(2, {
        quantity: 1,
        menu_item: { id: 11, name: 'Croissant', default_price: 3 },
        details: [],
        special_instructions: 'Warm it up',
      }),
    ],
    net: 12,
    taxes: 0.96,
    service_charge: 0,
    order_type: 'DINE_IN',
    service_charge_percent: 0,
    gross: 12.96,
    prices_include_tax: false,
    tax_breakdown: [{ rate: 8, net: 12, tax: 0.96 }],
    notes: 'Birthday',
    estimated_minutes: 15,
    estimated_ready_at: '2026-03-14T11:15:00.000Z',
    status_history: [
      { ...audit, id: 1, status: 1, notes: null },
      {
        ...audit,
        id: 2,
        status: 2,
        notes: null,
        created_at: '2026-03-14T11:05:00.000Z',
        created_by: 7,
        created_by_name: 'Chef Remy',
      },
    ],
    ...overrides,
  };
}

export function menuItem(overrides: Partial<TPublicMenuItem> = {}): TPublicMenuItem {
  return {
    id: 10,
    category_id: 1,
    name: 'Latte',
    description: null,
    ingredients: null,
    price: 4,
    tax_rate: 8,
    preparation_time: 5,
    image_url: null,
    tags: [],
    time_availability: null,
    available: true,
    customizations: [
      {
        id: 1,
        name: 'Size',
        description: null,
        type: 'SELECT',
        ui_type: 'DROPDOWN',
        required: true,
        sort_order: 1,
        enabled_by_id: null,
        options: [
          {
            id: 1,
            name: 'Regular',
            description: null,
            value_added: 0,
            percent: false,
            default_option: true,
            sort_order: 1,
          },
          {
            id: 2,
            name: 'Large',
            description: null,
            value_added: 0.5,
            percent: false,
            default_option: false,
            sort_order: 2,
          },
        ],
      },
      {
        id: 2,
        name: 'Extras',
        description: null,
        type: 'MULTISELECT',
        ui_type: 'CARDS',
        required: false,
        sort_order: 2,
        enabled_by_id: null,
        options: [
          {
            id: 3,
            name: 'Extra shot',
            description: null,
            value_added: 0.8,
            percent: false,
            default_option: false,
            sort_order: 1,
          },
          {
            id: 4,
            name: 'Vanilla',
            description: null,
            value_added: 10,
            percent: true,
            default_option: false,
            sort_order: 2,
          },
        ],
      },
      {
        id: 3,
        name: 'Syrup amount',
        description: null,
        type: 'SELECT',
        ui_type: 'DROPDOWN',
        required: true,
        sort_order: 3,
        // Offered only with vanilla.
        enabled_by_id: 4,
        options: [
          {
            id: 5,
            name: 'Light',
            description: null,
            value_added: 0,
            percent: false,
            default_option: true,
            sort_order: 1,
          },
        ],
      },
    ],
    ...overrides,
  };
}

export function menu(items: TPublicMenuItem[] = [menuItem()]): TPublicMenu {
  return {
    generated_at: '2026-03-14T11:00:00.000Z',
    time_zone: 'Europe/Berlin',
    within_service_hours: true,
    categories: [
      {
        id: 1,
        name: 'Coffee',
        description: null,
        sort_order: 1,
        image_url: null,
        time_availability: null,
        available: true,
        items,
      },
    ],
    featured_items: [],
    tags: [],
  };
}

/** Signs in a staff member with the given permissions (orders.read is always there). */
export function signInStaff(
  permissions: string[] = ['orders.update_status', 'orders.edit', 'orders.create'],
) {
  startSession(
    sessionData({
      user: {
        ...testUser,
        name: 'Ada Lovelace',
        permissions: ['admin.access', 'orders.read', ...permissions],
      },
    }),
  );
}

import type { TDashboardSummary } from '@tableside/shared/dashboard.schemas';

/** A summary like the API's for Friday 14 March 2025 in Berlin (api/src/dashboard/dashboard.test.ts). */
export function dashboardSummary(overrides: Partial<TDashboardSummary> = {}): TDashboardSummary {
  const hours = Array.from({ length: 24 }, () => 0);
  hours[0] = 1;
  hours[8] = 1;
  hours[12] = 2;
  return {
    period: {
      key: 'TODAY',
      from: '2025-03-13T23:00:00.000Z',
      to: '2025-03-14T23:00:00.000Z',
      previous_from: '2025-03-12T23:00:00.000Z',
      previous_to: '2025-03-13T15:30:00.001Z',
      running: true,
      time_zone: 'Europe/Berlin',
    },
    totals: { count: 4, revenue: 39.3, cancelled: 1 },
    previous: { count: 1, revenue: 15 },
    active: { SUBMITTED: 1, OPENED: 2, READY: 1 },
    average_prep_minutes: 16,
    prepared_count: 2,
    orders_by_hour: hours,
    top_items: [
      { menu_item_id: 2, name: 'Croissant', quantity: 4, revenue: 12 },
      { menu_item_id: 1, name: 'Caffè Latte', quantity: 3, revenue: 13.5 },
      { menu_item_id: null, name: 'Old Soup', quantity: 2, revenue: 12 },
    ],
    top_customers: [
      {
        customer_id: 1,
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        is_guest: false,
        order_count: 2,
        spend: 16.3,
        last_order_at: '2025-03-14T11:40:00.000Z',
      },
      {
        customer_id: 2,
        name: null,
        email: null,
        is_guest: true,
        order_count: 1,
        spend: 20,
        last_order_at: '2025-03-14T11:05:00.000Z',
      },
      // Guests who gave no real name, and one who did.
      guestCustomer(3, 'Guest', 9.5),
      guestCustomer(4, 'Anna Smith', 4),
    ],
    ...overrides,
  };
}

export const EMPTY_HOURS = Array.from({ length: 24 }, () => 0);

function guestCustomer(id: number, name: string, spend: number): TDashboardSummary['top_customers'][number] {
  return {
    customer_id: id,
    name,
    email: null,
    is_guest: true,
    order_count: 1,
    spend,
    last_order_at: '2025-03-14T12:00:00.000Z',
  };
}

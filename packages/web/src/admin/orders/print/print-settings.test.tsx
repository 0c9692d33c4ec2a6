import type { TStaffSettings } from '@tableside/shared/config.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, mockFetch } from '../../../test/fetch-mock.ts';
import { staffSettingsQueries } from '../../staff-settings/staff-settings.queries.ts';
import { staffSettings } from '../../staff-settings/staff-settings.test-fixtures.ts';
import { fullOrder, lineMoney, orderItem } from '../orders.test-fixtures.ts';
import {
  AUTO_PRINT_CLAIMS_KEY,
  claimAutoPrint,
  finishAutoPrint,
  requestAutoPrint,
  resetAutoPrint,
} from './auto-print.store.ts';
import { KitchenTickets } from './kitchen-ticket.tsx';
import { Receipt } from './receipt.tsx';

afterEach(() => resetAutoPrint());

function renderWith(settings: Partial<TStaffSettings>, element: ReactElement) {
  mockFetch(() => fail(404, 'Not found'));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(staffSettingsQueries.all(), staffSettings(settings));
  return render(<QueryClientProvider client={queryClient}>{element}</QueryClientProvider>);
}

const order = fullOrder(5, { notes: 'Birthday' });
const receipt = () => screen.getByRole('article', { name: 'Receipt' });

describe('receipt layout (KITCHEN_OPERATIONS.RECEIPT_FORMAT)', () => {
  it('STANDARD: the lines with their options and notes', () => {
    renderWith({ receipt_format: 'STANDARD' }, <Receipt order={order} />);
    expect(within(receipt()).getAllByText('Size: Large (+€0.50)')).toHaveLength(1);
    expect(within(receipt()).getByText('Warm it up')).toBeInTheDocument();
    expect(within(receipt()).getByText(/Birthday/)).toBeInTheDocument();
    expect(within(receipt()).queryByText(/incl\. 8 % tax/)).toBeNull();
  });

  it('COMPACT: no options, no notes', () => {
    renderWith({ receipt_format: 'COMPACT' }, <Receipt order={order} />);
    expect(receipt()).toHaveAttribute('data-format', 'COMPACT');
    expect(within(receipt()).queryByText('Size: Large (+€0.50)')).toBeNull();
    expect(within(receipt()).queryByText('Warm it up')).toBeNull();
    expect(within(receipt()).queryByText(/Birthday/)).toBeNull();
    expect(within(receipt()).getByText(/Latte/)).toBeInTheDocument();
  });

  it("DETAILED: each line's tax, the time ordered and the time printed", () => {
    renderWith(
      { receipt_format: 'DETAILED', time_zone: 'UTC', time_format: '24H' },
      <Receipt order={order} printedAt="2026-03-14T12:30:00.000Z" />,
    );
    expect(within(receipt()).getByText('plus 8 % tax: €0.72')).toBeInTheDocument();
    expect(within(receipt()).getByText('plus 8 % tax: €0.36')).toBeInTheDocument();
    expect(within(receipt()).getByText('8 % tax on €12.00')).toBeInTheDocument();
    expect(within(receipt()).getByText(/^Ordered: .*11:00/)).toBeInTheDocument();
    expect(within(receipt()).getByText(/^Printed: .*12:30/)).toBeInTheDocument();
  });

  it('PAYMENT.PRICES_INCLUDE_TAX on: the line taxes the order holds, not 8 % on top (issue 41)', () => {
    // 2 × 4.50 = 9.00 gross holds 9.00 × 8 / 108 = 0.67 of tax; 8 % on top would be 0.72.
    const gross = fullOrder(6, {
      prices_include_tax: true,
      items: [
        orderItem(1, lineMoney(4.5, 2, 8, true)),
        orderItem(2, { ...lineMoney(3.33, 1, 7, true), price: 3.33, quantity: 1, tax_rate: 7 }),
      ],
      net: 11.44,
      taxes: 0.89,
      gross: 12.33,
      tax_breakdown: [
        { rate: 7, net: 3.11, tax: 0.22 },
        { rate: 8, net: 8.33, tax: 0.67 },
      ],
    });
    renderWith({ receipt_format: 'DETAILED' }, <Receipt order={gross} />);
    expect(within(receipt()).getByText('incl. 8 % tax: €0.67')).toBeInTheDocument();
    expect(within(receipt()).getByText('incl. 7 % tax: €0.22')).toBeInTheDocument();
    expect(within(receipt()).getByText('€9.00')).toBeInTheDocument();
    expect(within(receipt()).getByText('7 % tax on €3.11')).toBeInTheDocument();
  });
});

describe('kitchen copies (KITCHEN_OPERATIONS.KITCHEN_COPIES)', () => {
  it('renders the ticket once per copy, each but the last followed by a page break', () => {
    renderWith({}, <KitchenTickets order={order} copies={3} />);
    const tickets = screen.getAllByRole('article', { name: 'Kitchen ticket' });
    expect(tickets).toHaveLength(3);
    expect(tickets[0]?.parentElement).toHaveClass('break-after-page');
    expect(tickets[2]?.parentElement).not.toHaveClass('break-after-page');
    expect(screen.getByText('Copy 2 of 3')).toBeInTheDocument();
  });
});

describe('auto print: one tab prints', () => {
  it('lets only the first tab claim an order', () => {
    expect(claimAutoPrint(7)).toBe(true);
    // Another tab (same localStorage) hears the same event.
    expect(claimAutoPrint(7)).toBe(false);
    expect(claimAutoPrint(8)).toBe(true);
    // Old claims are dropped.
    expect(claimAutoPrint(7, Date.now() + 11 * 60_000)).toBe(true);
    expect(Object.keys(JSON.parse(localStorage.getItem(AUTO_PRINT_CLAIMS_KEY) ?? '{}'))).toEqual(['7']);
  });

  it('never prints in a hidden tab', () => {
    const visibility = Object.getOwnPropertyDescriptor(Document.prototype, 'visibilityState');
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    try {
      requestAutoPrint(9);
      expect(localStorage.getItem(AUTO_PRINT_CLAIMS_KEY)).toBeNull();
    } finally {
      if (visibility) Object.defineProperty(document, 'visibilityState', visibility);
      else Reflect.deleteProperty(document, 'visibilityState');
    }
    finishAutoPrint(9);
  });
});

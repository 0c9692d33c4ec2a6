import type { TBill } from '@tableside/shared/bills.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/fetch-mock.ts';
import { saveOrderToken } from '../orders/order-tokens.store.ts';
import { bill, share, tableBill } from './bill.test-fixtures.ts';
import { renderPanel } from './bill.test-helpers.tsx';

const panel = async () => screen.findByRole('region', { name: "Your table's bill" });

describe('BillPanel', () => {
  it("shows the table's lines, taxes by rate and total as the server computed them", async () => {
    saveOrderToken(5, 'token-5');
    renderPanel(() => tableBill({ totals: { net: 15.28, taxes: 1.22, service_charge: 1.65, gross: 18.15 } }));
    const region = await panel();
    const lines = within(region).getByRole('list', { name: 'Items on the bill' });
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2×Latte (Large, Oat milk)€9.00', '1×Croissant€3.50', '1×Orange juice€4.00']);
    expect(within(region).getByText('Net').nextSibling).toHaveTextContent('€15.28');
    expect(within(region).getByText('Tax 8 %').nextSibling).toHaveTextContent('€1.22');
    expect(within(region).getByText('Service charge').nextSibling).toHaveTextContent('€1.65');
    expect(within(region).getByText('Total').nextSibling).toHaveTextContent('€18.15');
    expect(within(region).getByRole('button', { name: 'Request the bill' })).toBeEnabled();
  });

  it('explains where to ask when this phone holds no token of the table', async () => {
    renderPanel(() => tableBill());
    const region = await panel();
    expect(within(region).getByText(/can be requested from a phone that ordered/)).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Request the bill' })).toBeNull();
  });

  it('shows nothing while the table has nothing to pay', async () => {
    const { calls } = renderPanel(() => tableBill({ lines: [], orders: [] }));
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/bill'))).toBe(true));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('requests the bill split equally with a tip, previewing shares that add up, with the token', async () => {
    saveOrderToken(5, 'token-5');
    let current: TBill | null = null;
    const answered = bill({
      split_mode: 'EQUAL',
      payment_method: 'CASH',
      tip_total: 1.65,
      total_with_tip: 18.15,
      paid_total: 5.5,
      shares: [
        share(71, 1, { amount: 5.5, tip: 0.55, payment_method: 'CASH' }),
        share(72, 2, {
          amount: 5.5,
          tip: 0.55,
          payment_method: 'CASH',
          status: 'PAID',
          paid: 5.5,
          outstanding: 0,
        }),
        share(73, 3, { amount: 5.5, tip: 0.55, payment_method: 'CASH' }),
      ],
    });
    const { calls } = renderPanel(
      () => tableBill({ bill: current }),
      (call) => {
        if (!call.url.endsWith('/bill/request')) return undefined;
        current = answered;
        return ok(answered);
      },
    );
    const user = userEvent.setup();
    await user.click(within(await panel()).getByRole('button', { name: 'Request the bill' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request the bill' });

    expect(within(dialog).getByRole('group', { name: 'How will you pay?' })).toHaveTextContent(
      'CashCredit card',
    );
    await user.click(within(dialog).getByRole('radio', { name: 'Cash' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Equal shares' }));
    await user.click(within(dialog).getByRole('button', { name: 'One person more' }));
    await user.click(within(dialog).getByRole('radio', { name: '10 %' }));

    const preview = within(dialog).getByRole('region', { name: 'Preview' });
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Share 1 of 3€5.50 + €0.55 tip',
      'Share 2 of 3€5.50 + €0.55 tip',
      'Share 3 of 3€5.50 + €0.55 tip',
    ]);
    expect(preview).toHaveTextContent('Total with tip€18.15');

    await user.click(within(dialog).getByRole('button', { name: 'Request the bill' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const request = calls.find((call) => call.url.endsWith('/customer/benches/3/bill/request'));
    expect(request?.method).toBe('POST');
    expect(request?.headers['x-order-token']).toBe('token-5');
    expect(request?.body).toEqual({
      split_mode: 'EQUAL',
      split_count: 3,
      payment_method: 'CASH',
      tip: { percent: 10 },
    });

    const region = await panel();
    expect(region).toHaveTextContent('Bill requested — a waiter is coming');
    const shares = within(region).getByRole('region', { name: 'Shares' });
    expect(
      within(shares)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Share 1 of 3€5.50 + €0.55 tipCashTo pay',
      'Share 2 of 3€5.50 + €0.55 tipCashPaid',
      'Share 3 of 3€5.50 + €0.55 tipCashTo pay',
    ]);
    expect(within(region).getByText('Total with tip').nextSibling).toHaveTextContent('€18.15');
    // A share is paid: the request can no longer change (the server answers 409).
    expect(within(region).queryByRole('button', { name: 'Change the request' })).toBeNull();
  });

  it('offers no tip when the restaurant takes none, and checks a typed amount', async () => {
    saveOrderToken(5, 'token-5');
    const user = userEvent.setup();
    const first = renderPanel(() => tableBill({ tips_enabled: false }));
    await user.click(within(await panel()).getByRole('button', { name: 'Request the bill' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('group', { name: 'Add a tip' })).toBeNull();
    expect(within(dialog).getByRole('region', { name: 'Preview' })).toHaveTextContent('Share 1 of 1€16.50');
    first.unmount();

    const { calls } = renderPanel(
      () => tableBill(),
      (call) => (call.url.endsWith('/request') ? ok(bill()) : undefined),
    );
    await user.click(within(await panel()).getByRole('button', { name: 'Request the bill' }));
    dialog = await screen.findByRole('dialog');
    const tips = within(dialog).getByRole('group', { name: 'Add a tip' });
    expect(
      within(tips)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['No tip', '5 %', '10 %', '15 %', 'Other amount']);
    expect(within(tips).getByRole('radio', { name: 'No tip' })).toBeChecked();
    await user.click(within(tips).getByRole('radio', { name: 'Other amount' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Tip amount' }), '2,5x');
    expect(within(dialog).getByText('Enter an amount such as 2.50')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Request the bill' }));
    expect(calls.some((call) => call.url.endsWith('/request'))).toBe(false);
    await user.type(within(dialog).getByRole('textbox', { name: 'Tip amount' }), '{Backspace}');
    expect(within(dialog).getByRole('region', { name: 'Preview' })).toHaveTextContent('€16.50 + €2.50 tip');
    await user.click(within(dialog).getByRole('button', { name: 'Request the bill' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url.endsWith('/request'))?.body).toMatchObject({
        tip: { amount: 2.5 },
      }),
    );
  });
});

import type { TBill } from '@tableside/shared/bills.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../test/fetch-mock.ts';
import { saveOrderToken } from '../orders/order-tokens.store.ts';
import { bill, share, tableBill } from './bill.test-fixtures.ts';
import { renderPanel } from './bill.test-helpers.tsx';
import { readShareId } from './bill-phone.store.ts';

const itemsBill = (shares: TBill['shares']) =>
  bill({ split_mode: 'ITEMS', payment_method: 'CASH', shares, unclaimed_line_ids: [] });

describe('ItemsShare', () => {
  it("joins, picks this phone's lines (another's shown as taken), its tip and method, and saves", async () => {
    saveOrderToken(5, 'token-5');
    // Another phone holds share 71 with the croissant.
    let current = itemsBill([share(71, 1, { line_ids: [12], amount: 3.5 })]);
    const { calls } = renderPanel(
      () => tableBill({ bill: current }),
      (call) => {
        if (call.url.endsWith('/customer/bills/40/shares')) {
          current = itemsBill([...current.shares, share(72, 2, { amount: 0, payment_method: null })]);
          return ok({ bill: current, share_id: 72 });
        }
        if (call.url.endsWith('/customer/bills/40/shares/72')) {
          current = itemsBill([
            current.shares[0] ?? share(71, 1),
            share(72, 2, { line_ids: [11], amount: 9, tip: 0.9 }),
          ]);
          return ok(current);
        }
        return undefined;
      },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pick my items' }));
    const mine = await screen.findByRole('region', { name: 'Pay for your items' });
    expect(readShareId(40)).toBe(72);
    expect(calls.find((call) => call.url.endsWith('/bills/40/shares'))?.headers['x-order-token']).toBe(
      'token-5',
    );

    const croissant = within(mine).getByRole('checkbox', { name: /Croissant/ });
    expect(croissant).toBeDisabled();
    expect(croissant.closest('label')).toHaveTextContent('On another share');
    await user.click(within(mine).getByRole('checkbox', { name: /Latte/ }));
    await user.click(within(mine).getByRole('radio', { name: '10 %' }));
    // splitByWeights(16.50, [3.50, 9.00, 4.00 unclaimed]) → 9.00; the tip 10 % of it.
    expect(within(mine).getByText('Your share (preview)').nextSibling).toHaveTextContent('€9.00 + €0.90 tip');
    await user.click(within(mine).getByRole('button', { name: 'Save my share' }));

    await waitFor(() =>
      expect(within(mine).getByText('Your share').nextSibling).toHaveTextContent('€9.00 + €0.90 tip'),
    );
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toMatch(/\/api\/customer\/bills\/40\/shares\/72$/);
    expect(put?.body).toEqual({ line_ids: [11], tip: { percent: 10 }, payment_method: 'CASH' });
    expect(within(mine).getByRole('status')).toHaveTextContent('Your share is saved.');
  });

  it('says clearly when another phone took the item first, and shows the refreshed list', async () => {
    saveOrderToken(5, 'token-5');
    localStorage.setItem('tableside.bills', JSON.stringify({ shares: { 40: 72 }, tables: {} }));
    let current = itemsBill([share(71, 1), share(72, 2, { payment_method: null })]);
    renderPanel(
      () => tableBill({ bill: current }),
      (call) => {
        if (call.method !== 'PUT') return undefined;
        current = itemsBill([share(71, 1, { line_ids: [13] }), share(72, 2, { payment_method: null })]);
        return fail(409, 'That item is on another share');
      },
    );
    const user = userEvent.setup();
    const mine = await screen.findByRole('region', { name: 'Pay for your items' });
    await user.click(within(mine).getByRole('checkbox', { name: /Orange juice/ }));
    await user.click(within(mine).getByRole('button', { name: 'Save my share' }));

    expect(await within(mine).findByRole('alert')).toHaveTextContent(
      'That item is on another share. The list has been refreshed.',
    );
    const juice = await within(mine).findByRole('checkbox', { name: /Orange juice.*On another share/ });
    expect(juice).toBeDisabled();
    expect(juice).not.toBeChecked();
  });

  it('keeps a paid share as it is', async () => {
    saveOrderToken(5, 'token-5');
    localStorage.setItem('tableside.bills', JSON.stringify({ shares: { 40: 72 }, tables: {} }));
    const paid = share(72, 2, { line_ids: [11], amount: 9, paid: 9, outstanding: 0, status: 'PAID' });
    // The server may call a share that owes nothing PAID: it stays open to picking.
    const empty = share(71, 1, { amount: 0, outstanding: 0, status: 'PAID' });
    renderPanel(() => tableBill({ bill: itemsBill([empty, paid]) }));
    const mine = await screen.findByRole('region', { name: 'Pay for your items' });
    expect(within(mine).getByRole('checkbox', { name: /Latte/ })).toBeChecked();
    expect(within(mine).getByRole('checkbox', { name: /Latte/ })).toBeDisabled();
    expect(within(mine).queryByRole('button', { name: 'Save my share' })).toBeNull();
  });
});

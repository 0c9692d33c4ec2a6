import type { TWaiterCall } from '@tableside/shared/waiter-calls.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { endSession } from '../../auth/auth-session.service.ts';
import { mockFetch, ok } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { signInStaff } from '../orders/orders.test-fixtures.ts';
import { WaiterCallStrip } from './waiter-call-strip.tsx';

const call = (overrides: Partial<TWaiterCall> = {}): TWaiterCall => ({
  id: 4,
  bench_id: 5,
  bench_name: 'Table 5',
  reason: 'READY_TO_ORDER',
  created_at: new Date(Date.now() - 3 * 60_000).toISOString(),
  acknowledged_at: null,
  acknowledged_by: null,
  acknowledged_by_name: null,
  ...overrides,
});

function renderStrip(open: TWaiterCall[]) {
  let list = open;
  const fetch = mockFetch(({ url, method }) => {
    if (url.includes('/api/waiter-calls?open=true')) return ok(list);
    if (url.endsWith('/api/waiter-calls/4/acknowledge') && method === 'POST') {
      list = [];
      return ok({ ...call(), acknowledged_at: new Date().toISOString(), acknowledged_by: 1 });
    }
    return ok({});
  });
  renderRoute([{ path: '/admin/orders', element: <WaiterCallStrip /> }], '/admin/orders');
  return fetch;
}

describe('WaiterCallStrip', () => {
  afterEach(() => endSession());

  it('lists open calls with table, reason and waiting time, and acknowledges one', async () => {
    signInStaff();
    const user = userEvent.setup();
    const fetch = renderStrip([call()]);
    const strip = await screen.findByRole('region', { name: /Waiter calls/ });
    expect(within(strip).getByText('Table 5')).toBeInTheDocument();
    expect(within(strip).getByText('Ready to order')).toBeInTheDocument();
    expect(within(strip).getByText('Waiting 3 min')).toBeInTheDocument();

    await user.click(
      within(strip).getByRole('button', { name: 'Acknowledge the call of Table 5: Ready to order' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /Waiter calls/ })).not.toBeInTheDocument(),
    );
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/waiter-calls/4/acknowledge'))).toBe(true);
  });

  it('shows calls without the button to staff who only read orders', async () => {
    signInStaff([]);
    renderStrip([call()]);
    const strip = await screen.findByRole('region', { name: /Waiter calls/ });
    expect(within(strip).getByText('Table 5')).toBeInTheDocument();
    expect(within(strip).queryByRole('button')).not.toBeInTheDocument();
  });
});

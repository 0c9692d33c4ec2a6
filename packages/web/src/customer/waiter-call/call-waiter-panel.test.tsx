import type { TGuestWaiterCall } from '@tableside/shared/waiter-calls.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockFetch, ok } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { CallWaiterPanel, tableCallState } from './call-waiter-panel.tsx';

const call = (overrides: Partial<TGuestWaiterCall> = {}): TGuestWaiterCall => ({
  id: 7,
  bench_id: 3,
  reason: 'WATER',
  created_at: '2026-11-26T10:00:00.000Z',
  acknowledged: false,
  ...overrides,
});

function renderPanel(
  answer: (body: unknown, attempt: number) => Response,
  calls: TGuestWaiterCall[][] = [[]],
) {
  let reads = 0;
  let posts = 0;
  const fetch = mockFetch(({ url, method, body }) => {
    if (url.endsWith('/api/customer/waiter-calls/bench/3') && method === 'POST') return answer(body, ++posts);
    // Once a call went through, the server lists it.
    if (url.endsWith('/api/customer/waiter-calls/bench/3'))
      return ok(posts > 0 ? [call()] : calls[Math.min(reads++, calls.length - 1)]);
    return ok({});
  });
  renderRoute(
    [{ path: '/table/:tableId/orders', element: <CallWaiterPanel tableId={3} live /> }],
    '/table/3/orders',
  );
  return { fetch, posts: () => posts };
}

describe('CallWaiterPanel', () => {
  it('sends the chosen reason and says a waiter has been called', async () => {
    const user = userEvent.setup();
    const { fetch } = renderPanel(() => ok(call(), 'A waiter has been called'));
    expect(await screen.findByText('A member of staff comes to your table.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Call a waiter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Call a waiter' });
    await user.click(within(dialog).getByRole('button', { name: 'More water, please' }));

    expect(await within(dialog).findByText('A waiter has been called')).toBeInTheDocument();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ reason: 'WATER' });
    // The panel behind the dialog says it too.
    await waitFor(() => expect(screen.getAllByText('A waiter has been called')).toHaveLength(2));
  });

  it('shows the rate limit in words and retries the same reason', async () => {
    const user = userEvent.setup();
    const { posts } = renderPanel((_body, attempt) =>
      attempt === 1 ? fail(429, 'Too many calls') : ok(call({ reason: 'QUESTION' })),
    );
    await user.click(await screen.findByRole('button', { name: 'Call a waiter' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'I have a question' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/called a waiter several times/);
    expect(posts()).toBe(1); // a 429 is an answer, not retried behind the guest's back
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('A waiter has been called')).toBeInTheDocument();
    expect(posts()).toBe(2);
  });

  it('tells the table a waiter is on the way once staff took the call', async () => {
    renderPanel(() => ok(call()), [[call({ acknowledged: true })]]);
    expect(await screen.findByText('A waiter is on the way')).toBeInTheDocument();
  });

  it('reads the state of the calls: open first, then taken', () => {
    expect(tableCallState([])).toBe('none');
    expect(tableCallState([call({ acknowledged: true }), call({ id: 8 })])).toBe('called');
    expect(tableCallState([call({ acknowledged: true })])).toBe('onTheWay');
  });
});

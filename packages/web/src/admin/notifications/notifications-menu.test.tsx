import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endSession, startSession } from '../../auth/auth-session.service.ts';
import { ok, sessionData } from '../../test/fetch-mock.ts';
import { renderShell, shellApi, stubScreenWidth } from '../layout/admin-shell.test-helpers.tsx';
import { NOTIFICATION_SOUND_STORAGE_KEY } from '../live/notification-sound.store.ts';
import { FakeEventSource, stubEventSource } from '../live/staff-events.test-helpers.ts';
import { fullOrder } from '../orders/orders.test-fixtures.ts';
import { NOTIFICATIONS_STORAGE_PREFIX, resetNotificationsCache } from './notifications.store.ts';

const FULL_ORDER = fullOrder(7, {
  order_number: 'O-000007',
  status: 'SUBMITTED',
  bench_id: 5,
  bench: { id: 5, name: 'Terrace 5' },
  items: [],
  status_history: [],
});

beforeEach(() => {
  // Here rather than after each test: the previous test's screens are unmounted and storage is clear.
  resetNotificationsCache();
  stubScreenWidth(1280);
  stubEventSource();
  shellApi({
    handle: ({ url }) => (url.endsWith('/customer-orders/7/full') ? ok(FULL_ORDER) : undefined),
  });
  startSession(sessionData());
});

afterEach(() => endSession());

async function liveStream(): Promise<FakeEventSource> {
  await waitFor(() => expect(FakeEventSource.open()).toHaveLength(1));
  const source = FakeEventSource.open()[0] as FakeEventSource;
  act(() => source.emit('ready'));
  return source;
}

// Its name carries the badge's number as seen (axe: label-content-name-mismatch).
const bell = () => screen.getByRole('button', { name: /^Notifications/ });

describe('notifications (spec admin 2, from the live order events)', () => {
  it('says there is nothing new at first', async () => {
    const user = userEvent.setup();
    renderShell();
    await screen.findByRole('heading', { name: 'Dashboard page' });
    expect(bell()).not.toHaveAccessibleDescription();
    await user.click(bell());
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getByText('No new notifications')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(within(panel).getByRole('checkbox', { name: 'Sound for new orders' })).not.toBeChecked();
  });

  it('lists new orders and status changes, newest first, with an unread count', async () => {
    const user = userEvent.setup();
    renderShell();
    const source = await liveStream();
    act(() => source.emit('order.created', { orderId: 7, benchId: 5, status: 'SUBMITTED' }));
    await waitFor(() => expect(bell()).toHaveAccessibleDescription('1 unread'));
    act(() =>
      source.emit('order.status_changed', { orderId: 7, benchId: 5, status: 'READY', previous: 'OPENED' }),
    );
    act(() => source.emit('order.items_changed', { orderId: 7, benchId: 5 }));
    await waitFor(() => expect(bell()).toHaveAccessibleDescription('2 unread'));
    expect(bell()).toHaveAccessibleName(/^Notifications ?2$/);

    await user.click(bell());
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const links = within(panel)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href') !== '/admin/orders');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Order ORD-000007 is READY'),
      expect.stringContaining('New order ORD-000007 at Terrace 5'),
    ]);
    expect(links[0]).toHaveAttribute('href', '/admin/orders/7');

    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    expect(bell()).not.toHaveAccessibleDescription();
    expect(within(panel).queryByText('Unread')).not.toBeInTheDocument();
  });

  it('names the table by its id when the order cannot be looked up', async () => {
    renderShell();
    const source = await liveStream();
    act(() => source.emit('order.created', { orderId: 9, benchId: 3, status: 'SUBMITTED' }));
    await waitFor(() => expect(bell()).toHaveAccessibleDescription('1 unread'));
    const user = userEvent.setup();
    await user.click(bell());
    // Not the id-derived O- number: people see only the ORD- one (decision 0043).
    expect(await screen.findByText('New order #9 at Table 3')).toBeInTheDocument();
  });

  it('keeps the list per user across a reload, and opens the order from it', {
    timeout: 15_000,
  }, async () => {
    const user = userEvent.setup();
    const first = renderShell();
    const source = await liveStream();
    act(() => source.emit('order.created', { orderId: 7, benchId: 5, status: 'SUBMITTED' }));
    await waitFor(() => expect(bell()).toHaveAccessibleDescription('1 unread'));
    expect(localStorage.getItem(`${NOTIFICATIONS_STORAGE_PREFIX}1`)).toContain('ORD-000007');
    first.unmount();

    resetNotificationsCache();
    const { location } = renderShell();
    await waitFor(() => expect(bell()).toHaveAccessibleDescription('1 unread'));
    await user.click(bell());
    await user.click(await screen.findByRole('link', { name: /New order ORD-000007/ }));
    expect(await screen.findByRole('heading', { name: 'Order page' })).toBeInTheDocument();
    expect(location().pathname).toBe('/admin/orders/7');
    expect(bell()).not.toHaveAccessibleDescription();
  });

  it('turns the new-order sound on by choice and remembers it', async () => {
    const user = userEvent.setup();
    renderShell();
    await screen.findByRole('heading', { name: 'Dashboard page' });
    await user.click(bell());
    await user.click(await screen.findByRole('checkbox', { name: 'Sound for new orders' }));
    expect(localStorage.getItem(NOTIFICATION_SOUND_STORAGE_KEY)).toBe('on');
  });
});

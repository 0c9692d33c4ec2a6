import type { TStaffSettings } from '@tableside/shared/config.schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { endSession, startSession } from '../../auth/auth-session.service.ts';
import { ok, sessionData } from '../../test/fetch-mock.ts';
import { STAFF_SETTINGS_PATH, staffSettings } from '../staff-settings/staff-settings.test-fixtures.ts';
import { renderShell, shellApi, stubScreenWidth } from './admin-shell.test-helpers.tsx';
import { SIDEBAR_COLLAPSED_KEY } from './use-sidebar-state.hook.ts';

afterEach(() => endSession());

function serveSettings(overrides: Partial<TStaffSettings>, todayCount = 7) {
  return shellApi({
    todayCount,
    handle: (call) =>
      new URL(call.url, 'http://localhost').pathname === STAFF_SETTINGS_PATH
        ? ok(staffSettings(overrides))
        : undefined,
  });
}

const toggle = () => screen.getByRole('button', { name: 'Toggle sidebar' });
const askedForSettings = (fetchSpy: ReturnType<typeof shellApi>) =>
  fetchSpy.mock.calls.some(([input]) => String(input).includes(STAFF_SETTINGS_PATH));

describe('admin shell obeys the staff settings', () => {
  it('ADMIN_INTERFACE.SIDEBAR_COLLAPSED: starts collapsed on a wide screen until the user expands it', async () => {
    stubScreenWidth(1280);
    serveSettings({ sidebar_collapsed: true });
    startSession(sessionData());
    const user = userEvent.setup();
    renderShell();
    const expand = await screen.findByRole('button', { name: 'Expand sidebar' });
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    await user.click(expand);
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('button', { name: 'Collapse sidebar' })).toBeInTheDocument();
    expect(localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('false');
  });

  it("a user's earlier expand on this device wins over the collapsed default", async () => {
    stubScreenWidth(1280);
    localStorage.setItem(SIDEBAR_COLLAPSED_KEY, 'false');
    const fetchSpy = serveSettings({ sidebar_collapsed: true });
    startSession(sessionData());
    renderShell();
    await screen.findByRole('heading', { name: 'Dashboard page' });
    await waitFor(() => expect(askedForSettings(fetchSpy)).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  });

  it('ADMIN_INTERFACE.SHOW_ORDER_BADGE off: no count next to Orders', async () => {
    stubScreenWidth(1280);
    const fetchSpy = serveSettings({ show_order_badge: false }, 12);
    startSession(sessionData());
    renderShell();
    const orders = await screen.findByRole('link', { name: 'Orders' });
    await waitFor(() => expect(askedForSettings(fetchSpy)).toBe(true));
    await waitFor(() => expect(orders).toHaveTextContent(/^Orders$/));
    expect(orders).not.toHaveAccessibleDescription();
  });

  it('ADMIN_INTERFACE.SHOW_ORDER_BADGE on: the count shows', async () => {
    stubScreenWidth(1280);
    serveSettings({ show_order_badge: true }, 12);
    startSession(sessionData());
    renderShell();
    const orders = await screen.findByRole('link', { name: 'Orders' });
    await waitFor(() => expect(orders).toHaveAccessibleDescription('Orders today: 12'));
  });
});

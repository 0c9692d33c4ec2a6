import { PERMISSIONS } from '@tableside/shared/permissions';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endSession, startSession } from '../../auth/auth-session.service.ts';
import { sessionData, testUser } from '../../test/fetch-mock.ts';
import { renderShell, shellApi, stubScreenWidth } from './admin-shell.test-helpers.tsx';

afterEach(() => endSession());

const linkNames = () =>
  screen
    .getAllByRole('link')
    .filter((link) => link.closest('nav'))
    .map((link) => link.textContent?.replace(/\d+$/, '').trim());

function paths(fetchSpy: ReturnType<typeof shellApi>) {
  return fetchSpy.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
}

describe('admin sidebar (spec admin 2)', () => {
  it('shows every screen to an owner, in the spec order', async () => {
    stubScreenWidth(1280);
    shellApi();
    startSession(sessionData({ user: { ...testUser, permissions: [...PERMISSIONS] } }));
    renderShell();
    await screen.findByRole('link', { name: 'Dashboard' });
    expect(linkNames()).toEqual([
      'Dashboard',
      'Orders',
      'Bills',
      'Reports',
      'Configuration',
      'Locations',
      'Menu',
      'Tables',
      'Floor Plan',
      'Team',
      'Roles',
      'Database',
      'Master Data',
      'Data Import',
      'Number Sequences',
    ]);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows only the screens the user may open', async () => {
    stubScreenWidth(1280);
    shellApi();
    startSession(
      sessionData({ user: { ...testUser, permissions: ['admin.access', 'orders.read', 'menu.read'] } }),
    );
    renderShell('/admin/orders');
    await screen.findByRole('link', { name: 'Orders' });
    expect(linkNames()).toEqual(['Dashboard', 'Orders', 'Bills', 'Menu']);
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the team to users.read, and its roles only to users.manage', async () => {
    stubScreenWidth(1280);
    shellApi();
    startSession(sessionData({ user: { ...testUser, permissions: ['admin.access', 'users.read'] } }));
    renderShell();
    expect(await screen.findByRole('link', { name: 'Team' })).toHaveAttribute('href', '/admin/staff');
    expect(linkNames()).toEqual(['Dashboard', 'Team']);
  });

  // Issue 41: people have one home; the users' technical view is each person's detail there.
  it('gives people one entry, the team, with the roles nested under it for managers', async () => {
    stubScreenWidth(1280);
    shellApi();
    startSession(
      sessionData({
        user: { ...testUser, permissions: ['admin.access', 'users.read', 'users.manage'] },
      }),
    );
    renderShell();
    expect(await screen.findByRole('link', { name: 'Roles' })).toHaveAttribute('href', '/admin/roles');
    expect(screen.getByRole('link', { name: 'Team' })).toHaveAttribute('href', '/admin/staff');
    expect(linkNames()).toEqual(['Dashboard', 'Team', 'Roles']);
    const navLinks = screen.getAllByRole('link').filter((link) => link.closest('nav'));
    expect(
      navLinks.filter((link) => /\/admin\/(staff|users)$/.test(link.getAttribute('href') ?? '')),
    ).toHaveLength(1);
  });

  it("badges Orders with today's count when above 0", async () => {
    stubScreenWidth(1280);
    shellApi({ todayCount: 12 });
    startSession(sessionData());
    renderShell();
    const orders = await screen.findByRole('link', { name: 'Orders' });
    await waitFor(() => expect(orders).toHaveAccessibleDescription('Orders today: 12'));
    expect(orders).toHaveTextContent('12');
  });

  it('shows no badge for 0 orders', async () => {
    stubScreenWidth(1280);
    const fetchSpy = shellApi({ todayCount: 0 });
    startSession(sessionData());
    renderShell();
    const orders = await screen.findByRole('link', { name: 'Orders' });
    await waitFor(() =>
      expect(paths(fetchSpy).some((url) => url.pathname === '/api/customer-orders/today-count')).toBe(true),
    );
    expect(orders).not.toHaveAccessibleDescription();
    expect(orders).toHaveTextContent(/^Orders$/);
  });

  it('prefetches the lists on hover; a missing menu endpoint stays silent', async () => {
    stubScreenWidth(1280);
    const fetchSpy = shellApi();
    startSession(sessionData({ user: { ...testUser, permissions: [...PERMISSIONS] } }));
    renderShell();
    fireEvent.mouseEnter(await screen.findByRole('link', { name: 'Orders' }));
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Menu' }));
    fireEvent.focus(screen.getByRole('link', { name: 'Tables' }));
    await waitFor(() => {
      const urls = paths(fetchSpy);
      expect(urls.some((url) => url.pathname === '/api/customer-orders')).toBe(true);
      expect(urls.some((url) => url.pathname === '/api/menu-categories')).toBe(true);
      expect(
        urls.some((url) => url.pathname === '/api/benches' && url.searchParams.get('active') === 'true'),
      ).toBe(true);
    });
    const menuCalls = () => paths(fetchSpy).filter((url) => url.pathname === '/api/menu-categories').length;
    const before = menuCalls();
    // The 404 is not asked again on the next hover: it waits out the 5 minutes like a success.
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Menu' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(menuCalls()).toBe(before);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

import { PERMISSIONS, SEEDED_ROLES } from '@tableside/shared/permissions';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { endSession, startSession } from '../auth/auth-session.service.ts';
import { acceptConsent } from '../lib/consent/consent.store.ts';
import { fail, mockFetch, ok, sessionData } from '../test/fetch-mock.ts';
import { renderRoute } from '../test/render-route.tsx';
import { AppRoutes } from './app.routes.tsx';

const EMPTY_MENU = {
  generated_at: '2026-11-22T10:00:00.000Z',
  time_zone: 'Europe/Berlin',
  within_service_hours: true,
  categories: [],
  featured_items: [],
  tags: [],
};

function apiAnswers(branding: unknown = null) {
  mockFetch(({ url }) => {
    if (url === '/api/health') return ok({ status: 'ok', version: '1.0.0' });
    if (url === '/api/branding' && branding) return ok(branding);
    if (url === '/api/tables/7/validate')
      return ok({ valid: true, bench: { id: 7, name: 'Table 7', seat_capacity: 4 } });
    if (url === '/api/tables/99/validate') return ok({ valid: false });
    if (url.startsWith('/api/public/menu?')) return ok(EMPTY_MENU);
    return fail(404, 'Not found');
  });
}

// The first visit to an area transforms its whole chunk, which on a busy two-core machine takes
// most of a test's 5 s; load the areas once up front so each test measures the routes only.
beforeAll(async () => {
  await Promise.all([
    import('../customer/customer-table.pages.ts'),
    import('../customer/customer.pages.ts'),
    import('../customer/game/game.page.tsx'),
    import('../auth/auth.pages.ts'),
    import('../admin/admin.pages.ts'),
  ]);
}, 60_000);

beforeEach(() => acceptConsent('en'));
afterEach(() => endSession());

describe('guest routes (spec customer 2)', () => {
  it.each([
    ['/table/', 'Choose a Table'],
    ['/table/7', "You're at Table 7"],
    ['/table/7/menu', 'Menu'],
    ['/table/7/checkout', 'Checkout'],
    ['/table/7/orders', 'Your Orders'],
    ['/table/7/orders/12/modify', 'Modify Order'],
    ['/shared-cart/abc', 'Shared cart not found'],
    ['/accessibility', 'Accessibility Settings'],
  ])('%s shows "%s" in the guest layout', async (path, title) => {
    apiAnswers();
    renderRoute(<AppRoutes />, path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Settings' })).toBeInTheDocument();
  });

  it('shows the not-found screen for a table the API does not know', async () => {
    apiAnswers();
    renderRoute(<AppRoutes />, '/table/99/menu');
    expect(await screen.findByRole('heading', { level: 1, name: 'Table not found' })).toBeInTheDocument();
  });

  it.each([
    ['/game', 'Back to the start'],
    ['/table/7/game', 'Back to my order'],
  ])('%s shows the game in the guest layout (issue 14)', async (path, back) => {
    apiAnswers();
    renderRoute(<AppRoutes />, path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Find the pairs' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: back })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Settings' })).toBeInTheDocument();
  });

  it.each([
    ['/login', 'Sign In'],
    ['/admin/login', 'Sign In'],
    ['/forgot-password', 'Forgot Password'],
    ['/reset-password?token=abc', 'Set a New Password'],
  ])('%s shows "%s"', async (path, title) => {
    apiAnswers();
    renderRoute(<AppRoutes />, path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('shows Page Not Found for unknown paths, with a way home', async () => {
    apiAnswers();
    renderRoute(<AppRoutes />, '/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });
});

describe('the root route', () => {
  it('sends guests to /welcome', async () => {
    apiAnswers();
    const { location } = renderRoute(<AppRoutes />, '/');
    expect(await screen.findByRole('link', { name: 'Choose a table' })).toBeInTheDocument();
    expect(location().pathname).toBe('/welcome');
  });

  it('sends signed-in staff to /admin', async () => {
    apiAnswers();
    startSession(sessionData());
    const { location } = renderRoute(<AppRoutes />, '/');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(location().pathname).toBe('/admin');
  });
});

describe('welcome page', () => {
  it('shows the restaurant from the branding, a way to a table and the staff sign-in', async () => {
    apiAnswers({
      primary: '#123456',
      secondary: '#fafafa',
      accent: '#ff6600',
      restaurant_name: 'Café Rosa',
      logo_url: '/api/files/logo.png',
    });
    renderRoute(<AppRoutes />, '/welcome');
    expect(await screen.findByRole('heading', { name: 'Welcome to Café Rosa' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Café Rosa logo' })).toHaveAttribute('src', '/api/files/logo.png');
    expect(screen.getByRole('link', { name: 'Choose a table' })).toHaveAttribute('href', '/table/');
    expect(screen.getByRole('link', { name: 'Staff sign-in' })).toHaveAttribute('href', '/login');
    expect(document.documentElement.style.getPropertyValue('--brand-primary')).toBe('#123456');
  });

  it('falls back to the default look when branding cannot be loaded', async () => {
    apiAnswers();
    renderRoute(<AppRoutes />, '/welcome');
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a table' })).toBeInTheDocument();
  });
});

describe('admin routes (spec admin 2)', () => {
  it.each([
    ['/admin', 'Dashboard'],
    ['/admin/orders', 'Orders'],
    ['/admin/orders/42', 'Order not found'],
    ['/admin/menu', 'Menu'],
    ['/admin/tables', 'Tables'],
    ['/admin/floor-plan', 'Floor Plan'],
    ['/admin/configuration', 'Configuration'],
    ['/admin/configuration/kitchen-operations', 'Kitchen Operations'],
    ['/admin/configuration/import-export', 'Configuration Import & Export'],
    ['/admin/configuration/templates', 'Configuration Templates'],
    ['/admin/config', 'Configuration'],
    ['/admin/config/branding', 'Branding'],
    ['/admin/config/import-export', 'Configuration Import & Export'],
    ['/admin/config/templates', 'Configuration Templates'],
    ['/admin/staff', 'Team'],
    ['/admin/locations', 'Locations'],
    ['/admin/users', 'Team'],
    ['/admin/roles', 'Roles'],
    ['/admin/database', 'Database'],
    ['/admin/data-import', 'Data Import'],
    ['/admin/master-data', 'Master Data'],
    ['/admin/number-sequences', 'Number Sequences'],
    ['/admin/profile', 'Profile'],
  ])('%s shows "%s" inside the admin layout', async (path, title) => {
    apiAnswers();
    startSession(
      sessionData({ user: { ...sessionData().user, roles: ['OWNER'], permissions: [...PERMISSIONS] } }),
    );
    renderRoute(<AppRoutes />, path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('Admin Panel')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'User menu' })).toBeInTheDocument();
  });

  // Issue 41: the users list became each person's detail on the team; old links land there.
  it('sends /admin/users to the team, keeping its query', async () => {
    apiAnswers();
    startSession(
      sessionData({ user: { ...sessionData().user, roles: ['OWNER'], permissions: [...PERMISSIONS] } }),
    );
    const { location } = renderRoute(<AppRoutes />, '/admin/users?q=ben&status=disabled');
    expect(await screen.findByRole('heading', { level: 1, name: 'Team' })).toBeInTheDocument();
    expect(location().pathname).toBe('/admin/staff');
    expect(location().search).toBe('?q=ben&status=disabled');
    expect(screen.getByLabelText('Search team')).toHaveValue('ben');
  });

  it('needs the admin.access permission', async () => {
    apiAnswers();
    startSession(sessionData({ user: { ...sessionData().user, permissions: ['orders.read'] } }));
    renderRoute(<AppRoutes />, '/admin/orders');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('Required permissions: admin.access')).toBeInTheDocument();
  });

  it.each([
    ['/admin/users', 'users.read'],
    ['/admin/configuration', 'config.read'],
    ['/admin/number-sequences', 'master_data.manage'],
    ['/admin/database', 'database.manage'],
  ])('%s stays closed to kitchen staff (needs %s)', async (path, permission) => {
    apiAnswers();
    const kitchen = SEEDED_ROLES.KITCHEN.permissions.filter((p) => p !== 'menu.read');
    startSession(
      sessionData({ user: { ...sessionData().user, roles: ['KITCHEN'], permissions: [...kitchen] } }),
    );
    renderRoute(<AppRoutes />, path);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText(`Required permissions: ${permission}`)).toBeInTheDocument();
  });
});

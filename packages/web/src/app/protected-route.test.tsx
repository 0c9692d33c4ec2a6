import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endSession, startSession } from '../auth/auth-session.service.ts';
import { changeLanguage } from '../lib/i18n/i18n.ts';
import { useLocation } from '../lib/router/router.tsx';
import { mockFetch, ok, sessionData, testUser } from '../test/fetch-mock.ts';
import { renderRoute } from '../test/render-route.tsx';
import { ProtectedRoute } from './protected-route.tsx';

function LoginProbe() {
  const state = useLocation().state as { from?: string } | null;
  return <p>Login screen, from {state?.from}</p>;
}

function guarded(requirement: { roles?: string[]; permissions?: string[] }) {
  return [
    { path: '/login', element: <LoginProbe /> },
    {
      path: '/admin',
      element: <ProtectedRoute {...requirement} />,
      children: [{ path: 'orders', element: <p>Orders screen</p> }],
    },
  ];
}

function backendUp() {
  mockFetch(({ url }) => (url === '/api/health' ? ok({ status: 'ok', version: '1.0.0' }) : ok(null)));
}

function signInAs(user: Partial<typeof testUser>) {
  startSession(sessionData({ user: { ...testUser, ...user } }));
}

afterEach(() => endSession());

describe('protected-page guard (spec customer 2)', () => {
  it('shows a loading indicator while the backend is being checked', async () => {
    backendUp();
    signInAs({});
    renderRoute(guarded({ permissions: ['admin.access'] }), '/admin/orders');
    expect(screen.getByRole('status')).toHaveTextContent('Checking access…');
    expect(await screen.findByText('Orders screen')).toBeInTheDocument();
  });

  it('sends signed-out visitors to /login and remembers where they came from', async () => {
    backendUp();
    const { location } = renderRoute(guarded({ permissions: ['admin.access'] }), '/admin/orders?status=1');
    expect(await screen.findByText('Login screen, from /admin/orders?status=1')).toBeInTheDocument();
    expect(location().pathname).toBe('/login');
  });

  it('lets a user with any one of the required permissions in', async () => {
    backendUp();
    signInAs({ permissions: ['orders.read'] });
    renderRoute(guarded({ permissions: ['admin.access', 'orders.read'] }), '/admin/orders');
    expect(await screen.findByText('Orders screen')).toBeInTheDocument();
  });

  it('denies access without the permission and names it', async () => {
    backendUp();
    signInAs({ permissions: ['orders.read'] });
    renderRoute(guarded({ permissions: ['admin.access'] }), '/admin/orders');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(
      screen.getByText("You don't have the required permissions to access this page."),
    ).toBeInTheDocument();
    expect(screen.getByText('Required permissions: admin.access')).toBeInTheDocument();
    expect(screen.queryByText(/Required roles/)).not.toBeInTheDocument();
  });

  it('denies access without any of the required roles and names them', async () => {
    backendUp();
    signInAs({ roles: ['WAITER'] });
    renderRoute(guarded({ roles: ['OWNER', 'MANAGER'] }), '/admin/orders');
    expect(await screen.findByText('Required roles: OWNER, MANAGER')).toBeInTheDocument();
    expect(screen.queryByText('Orders screen')).not.toBeInTheDocument();
  });

  it('lets a user with one of the required roles in', async () => {
    backendUp();
    signInAs({ roles: ['MANAGER'] });
    renderRoute(guarded({ roles: ['OWNER', 'MANAGER'] }), '/admin/orders');
    expect(await screen.findByText('Orders screen')).toBeInTheDocument();
  });

  it('lets everyone through when the backend is unavailable (demo mode)', async () => {
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    renderRoute(guarded({ permissions: ['admin.access'] }), '/admin/orders');
    expect(await screen.findByText('Orders screen')).toBeInTheDocument();
  });

  it('speaks German', async () => {
    await changeLanguage('de');
    try {
      backendUp();
      signInAs({ roles: ['KITCHEN'], permissions: [] });
      renderRoute(guarded({ roles: ['OWNER'], permissions: ['config.manage'] }), '/admin/orders');
      expect(await screen.findByRole('heading', { name: 'Zugriff verweigert' })).toBeInTheDocument();
      expect(
        screen.getByText('Sie haben nicht die erforderlichen Berechtigungen, um diese Seite aufzurufen.'),
      ).toBeInTheDocument();
      expect(screen.getByText('Erforderliche Rollen: OWNER')).toBeInTheDocument();
      expect(screen.getByText('Erforderliche Berechtigungen: config.manage')).toBeInTheDocument();
    } finally {
      await changeLanguage('en');
    }
  });
});

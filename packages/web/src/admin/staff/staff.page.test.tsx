import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../auth/auth-session.service.ts';
import { fail, ok, sessionData, testUser } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { toast } from '../../ui/toast.ts';
import { StaffPage } from './staff.page.tsx';
import { peopleApiMock, userOf } from './staff.test-fixtures.ts';

vi.mock('../../ui/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  endSession();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

const HOUR = 3_600_000;
const TEAM = [
  // The signed-in user (testUser has id 1).
  userOf(1, 'Ada Lovelace', {
    roles: ['MANAGER'],
    role_ids: [2],
    last_login_at: new Date(Date.now() - 2 * HOUR).toISOString(),
  }),
  userOf(2, 'Ben Baker'),
  userOf(3, 'Cleo Chef', { roles: ['KITCHEN'], role_ids: [4], invitation_pending: true }),
  userOf(4, 'Dan Dish', {
    is_active: false,
    locked_until: new Date(Date.now() + HOUR).toISOString(),
    last_login_at: '2025-11-02T09:00:00.000Z',
  }),
];
const MANAGE = ['users.read', 'users.manage'];

function renderStaff(permissions: string[]) {
  startSession(sessionData({ user: { ...testUser, permissions: ['admin.access', ...permissions] } }));
  const user = userEvent.setup();
  renderRoute([{ path: '/admin/staff', element: <StaffPage /> }], '/admin/staff');
  return user;
}

const rowOf = (name: string) =>
  screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr') as HTMLElement;

async function openMenu(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  return screen.findByRole('menu');
}

const menuItems = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

const writes = (spy: ReturnType<typeof peopleApiMock>) =>
  spy.mock.calls
    .filter(([, init]) => init?.method && init.method !== 'GET')
    .map(([url, init]) => ({
      method: init?.method,
      path: new URL(String(url), 'http://test').pathname,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    }));

describe('/admin/staff', () => {
  it('shows the team at a glance; users.read alone changes nothing', async () => {
    peopleApiMock(TEAM);
    renderStaff(['users.read']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Team' })).toBeInTheDocument();
    await screen.findByRole('rowheader', { name: /Ben Baker/ });
    expect(screen.getByText('4 team members')).toBeInTheDocument();
    expect(within(rowOf('Ada Lovelace')).getByText('(you)')).toBeInTheDocument();
    expect(within(rowOf('Ada Lovelace')).getByText('Manager')).toBeInTheDocument();
    expect(within(rowOf('Ada Lovelace')).getByText('2 hours ago')).toBeInTheDocument();
    expect(within(rowOf('Ben Baker')).getByText('ben@example.com')).toBeInTheDocument();
    expect(within(rowOf('Ben Baker')).getByText('Never')).toBeInTheDocument();
    expect(within(rowOf('Cleo Chef')).getByText('Invitation pending')).toBeInTheDocument();
    expect(within(rowOf('Dan Dish')).getByText('Disabled')).toBeInTheDocument();
    expect(within(rowOf('Dan Dish')).getByText('Locked')).toBeInTheDocument();
    expect(within(rowOf('Dan Dish')).getByText('Nov 2, 2025')).toBeInTheDocument();

    expect(screen.getByText(/changing it needs the permission users.manage/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add team member' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
  });

  it('searches after a pause in typing and filters by state', async () => {
    const spy = peopleApiMock(TEAM);
    const user = renderStaff(['users.read']);
    await screen.findByRole('rowheader', { name: /Ben Baker/ });
    await user.type(screen.getByLabelText('Search team'), 'cle');
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: /Ben Baker/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('rowheader', { name: /Cleo Chef/ })).toBeInTheDocument();
    const queries = () =>
      spy.mock.calls
        .map(([url]) => new URL(String(url), 'http://test'))
        .filter((url) => url.pathname === '/api/users')
        .map((url) => url.searchParams);
    const searches = queries().map((params) => params.get('search'));
    expect(searches).toContain('cle');
    expect(searches).not.toContain('c');

    await user.clear(screen.getByLabelText('Search team'));
    await user.selectOptions(screen.getByLabelText('Show'), 'Disabled only');
    await waitFor(() => expect(screen.getByText('1 team member')).toBeInTheDocument());
    expect(screen.getByRole('rowheader', { name: /Dan Dish/ })).toBeInTheDocument();
    expect(queries().at(-1)?.get('is_active')).toBe('false');
    expect(queries().at(-1)?.get('page')).toBe('0');
  });

  it('offers each person what fits them, and nobody to disable or delete themselves', async () => {
    peopleApiMock(TEAM);
    const user = renderStaff(MANAGE);
    expect(menuItems(await openMenu(user, 'Ada Lovelace'))).toEqual([
      'Change role',
      'Send password reset link',
    ]);
    await user.keyboard('{Escape}');
    expect(menuItems(await openMenu(user, 'Ben Baker'))).toEqual([
      'Change role',
      'Send password reset link',
      'Disable',
      'Delete',
    ]);
    await user.keyboard('{Escape}');
    expect(menuItems(await openMenu(user, 'Cleo Chef'))).toEqual([
      'Change role',
      'Resend invitation',
      'Disable',
      'Delete',
    ]);
    await user.keyboard('{Escape}');
    expect(menuItems(await openMenu(user, 'Dan Dish'))).toEqual(['Change role', 'Enable', 'Delete']);
  });

  it('changes a role and refreshes the list', async () => {
    const spy = peopleApiMock(TEAM, () => ok(userOf(2, 'Ben Baker', { roles: ['MANAGER'], role_ids: [2] })));
    const user = renderStaff(MANAGE);
    await user.click(
      within(await openMenu(user, 'Ben Baker')).getByRole('menuitem', { name: 'Change role' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change the role of Ben Baker' });
    const select = await within(dialog).findByLabelText('Role');
    expect(select).toHaveValue('3');
    expect(within(dialog).getByRole('button', { name: 'Change role' })).toBeDisabled();
    await user.selectOptions(select, 'Manager');
    expect(within(dialog).getByText('Runs the restaurant')).toBeInTheDocument();
    const listCalls = () => spy.mock.calls.filter(([url]) => String(url).startsWith('/api/users?')).length;
    const before = listCalls();
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Role changed', { description: 'Ben Baker: MANAGER' }),
    );
    expect(writes(spy)).toEqual([{ method: 'PUT', path: '/api/users/2', body: { role_ids: [2] } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
  });

  it('asks before disabling and says they are signed out at once', async () => {
    const spy = peopleApiMock(TEAM, () => ok(userOf(2, 'Ben Baker', { is_active: false })));
    const user = renderStaff(MANAGE);
    await user.click(within(await openMenu(user, 'Ben Baker')).getByRole('menuitem', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable Ben Baker?' });
    expect(dialog).toHaveTextContent('signed out at once');
    expect(writes(spy)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Ben Baker is disabled'));
    expect(writes(spy)).toEqual([{ method: 'PUT', path: '/api/users/2', body: { is_active: false } }]);
  });

  it("shows the server's refusal as a toast", async () => {
    peopleApiMock(TEAM, () => fail(409, 'At least one active user must keep every permission'));
    const user = renderStaff(MANAGE);
    await user.click(within(await openMenu(user, 'Ben Baker')).getByRole('menuitem', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable Ben Baker?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('At least one active user must keep every permission'),
    );
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('enables, resends an invitation, sends a reset link and deletes after asking', async () => {
    const spy = peopleApiMock(TEAM, (call) => {
      if (call.method === 'DELETE') return ok(null);
      if (call.url.endsWith('/invite')) return ok(TEAM[2]);
      if (call.url.endsWith('/reset-password')) return ok(TEAM[1]);
      return ok(userOf(4, 'Dan Dish'));
    });
    const user = renderStaff(MANAGE);
    await user.click(within(await openMenu(user, 'Dan Dish')).getByRole('menuitem', { name: 'Enable' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Dan Dish can sign in again'));
    await user.click(
      within(await openMenu(user, 'Cleo Chef')).getByRole('menuitem', { name: 'Resend invitation' }),
    );
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Invitation sent', { description: 'cleo@example.com' }),
    );
    await user.click(
      within(await openMenu(user, 'Ben Baker')).getByRole('menuitem', { name: 'Send password reset link' }),
    );
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Password reset link sent', {
        description: 'ben@example.com',
      }),
    );
    await user.click(within(await openMenu(user, 'Ben Baker')).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Ben Baker?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Team member deleted', { description: 'Ben Baker' }),
    );
    expect(writes(spy)).toEqual([
      { method: 'PUT', path: '/api/users/4', body: { is_active: true } },
      { method: 'POST', path: '/api/users/3/invite', body: undefined },
      { method: 'POST', path: '/api/users/2/reset-password', body: undefined },
      { method: 'DELETE', path: '/api/users/2', body: undefined },
    ]);
  });
});

import type { TUser } from '@tableside/shared/access.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../auth/auth-session.service.ts';
import { fail, mockFetch, ok, sessionData, type TFetchCall, testUser } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { toast } from '../../ui/toast.ts';
import {
  CLAIMS,
  MANAGER_PERMISSIONS,
  OWNER_PERMISSIONS,
  pageOf,
  ROLES,
  user,
} from '../people/people.test-fixtures.ts';
import { StaffPage } from '../staff/staff.page.tsx';

vi.mock('../../ui/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  endSession();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

const OWNER = user(1, 'Olga Owner', { role_ids: [1] });
const WAITER = user(2, 'Walter Waiter', { role_ids: [3], direct_permissions: ['reports.read'] });
const CHEF = user(3, 'Chen Chef', { role_ids: [4], is_active: false, invitation_pending: true });
const USERS = [OWNER, WAITER, CHEF];

const WALTER_ACCESS = {
  permissions: [
    { name: 'orders.read', sources: [{ via: ['WAITER'] }] },
    { name: 'reports.read', sources: [{ via: [] }] },
  ],
};
const OLGA_ACCESS = { permissions: [{ name: 'menu.manage', sources: [{ via: ['OWNER', 'MANAGER'] }] }] };

/** The API as the screen sees it; `write` answers every write. */
function api(write: (call: TFetchCall) => Response = () => ok(WAITER)) {
  return mockFetch((call) => {
    const url = new URL(call.url, 'http://test');
    if (call.method !== 'GET') return write(call);
    if (url.pathname === '/api/users') {
      const search = url.searchParams.get('search')?.toLowerCase() ?? '';
      return ok(pageOf(USERS.filter((u) => `${u.name} ${u.email}`.toLowerCase().includes(search))));
    }
    const found = USERS.find((u) => url.pathname.startsWith(`/api/users/${u.id}`));
    if (found && url.pathname.endsWith('/access')) return ok(found === OWNER ? OLGA_ACCESS : WALTER_ACCESS);
    if (found) return ok(found);
    if (url.pathname === '/api/roles') return ok(ROLES);
    if (url.pathname === '/api/claims') return ok(CLAIMS);
    if (url.pathname === '/api/audit-log') return ok(pageOf([]));
    return fail(404, 'Not found');
  });
}

/** The team (/admin/staff), where a person's detail opens from their name (issue 41). */
function renderTeam(permissions: string[]) {
  startSession(sessionData({ user: { ...testUser, permissions } }));
  const events = userEvent.setup();
  renderRoute([{ path: '/admin/staff', element: <StaffPage /> }], '/admin/staff');
  return events;
}

async function openUser(events: ReturnType<typeof userEvent.setup>, person: TUser) {
  await events.click(await screen.findByRole('button', { name: person.name }));
  const dialog = await screen.findByRole('dialog', { name: person.name });
  await within(dialog).findByRole('checkbox', { name: 'Waiter' });
  return dialog;
}

const writes = (spy: ReturnType<typeof api>) =>
  spy.mock.calls
    .filter(([, init]) => init?.method && init.method !== 'GET')
    .map(([url, init]) => ({
      method: init?.method,
      path: new URL(String(url), 'http://test').pathname,
      body: JSON.parse(String(init?.body)),
    }));

describe("a person's detail on the team (/admin/staff)", () => {
  it("opens a person's detail from their name on the team, with their state", async () => {
    api();
    const events = renderTeam(OWNER_PERMISSIONS);
    const row = (await screen.findByRole('rowheader', { name: /Chen Chef/ })).closest('tr') as HTMLElement;
    expect(within(row).getByText('chen@example.com')).toBeInTheDocument();
    expect(within(row).getByText('Kitchen')).toBeInTheDocument();
    expect(within(row).getByText('Disabled')).toBeInTheDocument();
    const dialog = await openUser(events, CHEF);
    expect(dialog).toHaveAccessibleDescription('chen@example.com');
    expect(within(dialog).getByRole('switch', { name: 'Active' })).not.toBeChecked();
    expect(within(dialog).getByText('Invitation not accepted yet')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Kitchen' })).toBeChecked();
  });

  it("changes a user's roles and direct permissions", async () => {
    const spy = api();
    const events = renderTeam(OWNER_PERMISSIONS);
    const dialog = await openUser(events, WAITER);
    expect(within(dialog).getByRole('checkbox', { name: 'Waiter' })).toBeChecked();
    await events.click(within(dialog).getByRole('checkbox', { name: 'Kitchen' }));
    await events.click(within(dialog).getByRole('button', { name: 'Save roles' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Roles of Walter Waiter saved'));

    const fromRole = within(dialog).getByRole('checkbox', { name: 'See orders' });
    expect(fromRole).toBeChecked();
    expect(fromRole).toBeDisabled();
    expect(fromRole).toHaveAccessibleDescription(/from Waiter/);
    expect(within(dialog).getByRole('checkbox', { name: 'See reports' })).toBeChecked();
    await events.click(within(dialog).getByRole('checkbox', { name: 'Read the audit trail' }));
    await events.click(within(dialog).getByRole('button', { name: 'Save permissions' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Permissions of Walter Waiter saved'));

    expect(writes(spy)).toEqual([
      { method: 'PUT', path: '/api/users/2', body: { role_ids: [3, 4] } },
      {
        method: 'PUT',
        path: '/api/users/2/permissions',
        body: { permissions: ['reports.read', 'audit.read'] },
      },
    ]);
  });

  it('explains each permission: through which roles, or granted directly', async () => {
    api();
    const events = renderTeam(OWNER_PERMISSIONS);
    let dialog = await openUser(events, WAITER);
    expect(await within(dialog).findByText('via Waiter')).toBeInTheDocument();
    expect(within(dialog).getByText('granted directly')).toBeInTheDocument();
    await events.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    dialog = await openUser(events, OWNER);
    expect(await within(dialog).findByText('via Owner → Manager')).toBeInTheDocument();
  });

  it("switches a user off, and shows the server's reason when it refuses", async () => {
    const spy = api(() => fail(409, 'At least one active user must keep every permission'));
    const events = renderTeam(OWNER_PERMISSIONS);
    const dialog = await openUser(events, OWNER);
    const active = within(dialog).getByRole('switch', { name: 'Active' });
    expect(active).toBeChecked();
    await events.click(active);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('The user could not be changed', {
        description: 'At least one active user must keep every permission',
      }),
    );
    expect(writes(spy)).toEqual([{ method: 'PUT', path: '/api/users/1', body: { is_active: false } }]);
  });

  it('offers only what the signed-in user may give, and shows a 403 from the server', async () => {
    api(() => fail(403, 'You cannot grant a permission you do not have: reports.read'));
    const events = renderTeam(MANAGER_PERMISSIONS);
    // The owner may do more than a manager: nothing about them can be changed.
    let dialog = await openUser(events, OWNER);
    expect(within(dialog).getByText(/Olga Owner has permissions you do not have/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Save roles' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('switch')).not.toBeInTheDocument();
    await events.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    dialog = await openUser(events, WAITER);
    const owner = within(dialog).getByRole('checkbox', { name: 'Owner' });
    expect(owner).toBeDisabled();
    expect(owner).toHaveAccessibleDescription(/allows things you may not do yourself/);
    expect(within(dialog).getByRole('checkbox', { name: 'Back up and restore' })).toBeDisabled();
    await events.click(within(dialog).getByRole('checkbox', { name: 'Manager' }));
    await events.click(within(dialog).getByRole('button', { name: 'Save roles' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('The roles could not be saved', {
        description: 'You cannot grant a permission you do not have: reports.read',
      }),
    );
  });

  it('shows a user without offering changes to someone without users.manage', async () => {
    api();
    const events = renderTeam(['admin.access', 'users.read']);
    expect(await screen.findByText(/You can see the team; changing it needs/)).toBeInTheDocument();
    const dialog = await openUser(events, CHEF);
    expect(within(dialog).getByText('Invitation not accepted yet')).toBeInTheDocument();
    expect(within(dialog).getByText('Inactive')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Kitchen' })).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: 'See reports' })).toBeDisabled();
    expect(within(dialog).queryByRole('switch')).not.toBeInTheDocument();
    for (const name of ['Save roles', 'Save permissions', 'Undo changes']) {
      expect(within(dialog).queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });
});

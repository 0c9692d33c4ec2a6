import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../auth/auth-session.service.ts';
import { fail, mockFetch, ok, sessionData, type TFetchCall, testUser } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { toast } from '../../ui/toast.ts';
import {
  CLAIMS,
  HIERARCHY,
  MANAGER_PERMISSIONS,
  OWNER_PERMISSIONS,
  ROLES,
} from '../people/people.test-fixtures.ts';
import { RolesPage } from './roles.page.tsx';

vi.mock('../../ui/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  endSession();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

const MANAGER_ACCESS = {
  permissions: [
    { name: 'menu.manage', sources: [{ via: ['MANAGER'] }] },
    { name: 'orders.update_status', sources: [{ via: ['MANAGER', 'WAITER'] }] },
  ],
};

/** The API as the screen sees it; `write` answers every write. */
function api(write: (call: TFetchCall) => Response = (call) => ok(ROLES[4], String(call.body))) {
  return mockFetch((call) => {
    const path = new URL(call.url, 'http://test').pathname;
    if (call.method !== 'GET') return write(call);
    if (path === '/api/roles') return ok(ROLES);
    if (path === '/api/claims') return ok(CLAIMS);
    if (path === '/api/role-hierarchies') return ok(HIERARCHY);
    if (path === '/api/roles/2/access') return ok(MANAGER_ACCESS);
    if (/^\/api\/roles\/\d+\/access$/.test(path)) return ok({ permissions: [] });
    return fail(404, 'Not found');
  });
}

function renderRoles(permissions: string[], path = '/admin/roles') {
  startSession(sessionData({ user: { ...testUser, permissions } }));
  const user = userEvent.setup();
  renderRoute([{ path: '/admin/roles', element: <RolesPage /> }], path);
  return user;
}

const writes = (spy: ReturnType<typeof api>) =>
  spy.mock.calls
    .filter(([, init]) => init?.method && init.method !== 'GET')
    .map(([url, init]) => ({
      method: init?.method,
      path: new URL(String(url), 'http://test').pathname,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    }));

describe('/admin/roles', () => {
  it('lists the roles and shows what a role has of its own and through the roles it contains', async () => {
    api();
    const user = renderRoles(OWNER_PERMISSIONS);
    const list = await screen.findByRole('navigation', { name: 'Roles' });
    expect(within(list).getAllByRole('button')).toHaveLength(5);
    expect(within(list).getByRole('button', { name: /Waiter.*Built-in.*3 users/ })).toBeInTheDocument();
    expect(
      within(list).getByRole('button', { name: /BARISTA.*Makes the coffee.*0 users/ }),
    ).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: /Manager/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Manager' })).toHaveFocus();
    const own = screen.getByRole('checkbox', { name: 'Edit the menu' });
    expect(own).toBeChecked();
    expect(own).toBeEnabled();
    const inherited = screen.getByRole('checkbox', { name: 'Move orders along' });
    expect(inherited).toBeChecked();
    expect(inherited).toBeDisabled();
    expect(inherited).toHaveAccessibleDescription(/from Waiter/);
    expect(screen.getByRole('checkbox', { name: 'Back up and restore' })).not.toBeChecked();
    // A claim an owner made reads as its name and description.
    expect(screen.getByRole('checkbox', { name: 'inventory.count' })).toHaveAccessibleDescription(
      'Count the stock',
    );
    expect(screen.getByRole('group', { name: 'Orders' })).toBeInTheDocument();
  });

  it('saves the ticked permissions of a role', async () => {
    const spy = api();
    const user = renderRoles(OWNER_PERMISSIONS, '/admin/roles?role=5');
    await user.click(await screen.findByRole('checkbox', { name: 'Move orders along' }));
    await user.click(screen.getByRole('checkbox', { name: 'inventory.count' }));
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save permissions' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Permissions of BARISTA saved'));
    expect(writes(spy)).toEqual([
      {
        method: 'PUT',
        path: '/api/roles/5',
        body: { permissions: ['orders.read', 'orders.update_status', 'inventory.count'] },
      },
    ]);
  });

  it('does not offer a permission the signed-in user lacks, and shows the server refusing one', async () => {
    api(() => fail(403, 'You cannot grant a permission you do not have: audit.read'));
    const user = renderRoles(MANAGER_PERMISSIONS, '/admin/roles?role=5');
    const backup = await screen.findByRole('checkbox', { name: 'Back up and restore' });
    expect(backup).toBeDisabled();
    expect(backup).toHaveAccessibleDescription(/You do not have this permission yourself/);
    await user.click(screen.getByRole('checkbox', { name: 'Read the audit trail' }));
    await user.click(screen.getByRole('button', { name: 'Save permissions' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('The permissions could not be saved', {
        description: 'You cannot grant a permission you do not have: audit.read',
      }),
    );
  });

  it('adds and removes contained roles, offering no role that would make a circle', async () => {
    const spy = api((call) => (call.method === 'POST' ? ok({ ...HIERARCHY[0], id: 12 }) : ok(null)));
    const user = renderRoles(OWNER_PERMISSIONS, '/admin/roles?role=3');
    expect(await screen.findByRole('heading', { level: 2, name: 'Waiter' })).toBeInTheDocument();
    expect(screen.getByText('Waiter contains no other role.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show Manager' })).toBeInTheDocument();
    const select = screen.getByLabelText('Add a role to Waiter');
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Choose a role…', 'Kitchen', 'BARISTA']);
    await user.selectOptions(select, 'Kitchen');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Waiter now contains Kitchen'));

    await user.click(screen.getByRole('button', { name: 'Show Manager' }));
    await user.click(await screen.findByRole('button', { name: 'Remove Waiter from Manager' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Manager no longer contains Waiter'));
    expect(writes(spy)).toEqual([
      { method: 'POST', path: '/api/role-hierarchies', body: { parent_role_id: 3, child_role_id: 4 } },
      { method: 'DELETE', path: '/api/role-hierarchies/11', body: undefined },
    ]);
  });

  it("shows the server's reason when a link would make a circle", async () => {
    api(() => fail(409, 'A role cannot contain itself, directly or through other roles'));
    const user = renderRoles(OWNER_PERMISSIONS, '/admin/roles?role=5');
    await user.selectOptions(await screen.findByLabelText('Add a role to BARISTA'), 'Owner');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('The role could not be added', {
        description: 'A role cannot contain itself, directly or through other roles',
      }),
    );
  });

  it('explains where each effective permission comes from', async () => {
    api();
    renderRoles(OWNER_PERMISSIONS, '/admin/roles?role=2');
    const section = (await screen.findByRole('heading', { name: 'Effective permissions explained' })).closest(
      'section',
    ) as HTMLElement;
    expect(await within(section).findByText('via Waiter')).toBeInTheDocument();
    expect(within(section).getByText('own permission of Manager')).toBeInTheDocument();
    expect(within(section).getByText('Edit the menu')).toBeInTheDocument();
  });

  it('creates a role starting from the permissions of another', async () => {
    const spy = api((call) => ok({ ...ROLES[4], id: 6, name: 'BAR' }, String(call.body)));
    const user = renderRoles(OWNER_PERMISSIONS);
    await user.click(await screen.findByRole('button', { name: 'New role' }));
    const dialog = await screen.findByRole('dialog', { name: 'New role' });
    await user.click(within(dialog).getByRole('button', { name: 'Create role' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'BAR!');
    await user.click(within(dialog).getByRole('button', { name: 'Create role' }));
    expect(await within(dialog).findByText('Use letters, digits, spaces, _ and - only')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'BAR');
    await user.selectOptions(within(dialog).getByLabelText('Copy permissions from'), 'Kitchen');
    await user.click(within(dialog).getByRole('button', { name: 'Create role' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Role created', { description: 'BAR' }));
    expect(writes(spy)).toEqual([
      {
        method: 'POST',
        path: '/api/roles',
        body: { name: 'BAR', description: null, permissions: ROLES[3]?.effective_permissions },
      },
    ]);
  });

  it("keeps a built-in role's name and shows the server's refusal in the form", async () => {
    const spy = api(() => fail(400, 'The name of a built-in role cannot be changed'));
    const user = renderRoles(OWNER_PERMISSIONS, '/admin/roles?role=4');
    await user.click(await screen.findByRole('button', { name: 'Rename or describe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Kitchen' });
    expect(within(dialog).getByLabelText('Name')).toBeDisabled();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Kitchen');
    await user.clear(within(dialog).getByLabelText('Description'));
    await user.type(within(dialog).getByLabelText('Description'), 'Cooks');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The name of a built-in role cannot be changed',
    );
    expect(writes(spy)).toEqual([{ method: 'PUT', path: '/api/roles/4', body: { description: 'Cooks' } }]);
  });

  it('deletes a role after confirmation, and offers no delete for a built-in role in use', async () => {
    const spy = api(() => ok(null));
    const user = renderRoles(OWNER_PERMISSIONS, '/admin/roles?role=3');
    await screen.findByRole('heading', { level: 2, name: 'Waiter' });
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByText('A built-in role cannot be deleted while someone holds it.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /BARISTA/ }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete BARISTA?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Role BARISTA deleted'));
    expect(writes(spy)).toEqual([{ method: 'DELETE', path: '/api/roles/5', body: undefined }]);
  });

  it('shows everything but offers no change without users.manage', async () => {
    api();
    renderRoles(['admin.access', 'users.read'], '/admin/roles?role=2');
    expect(await screen.findByRole('heading', { level: 2, name: 'Manager' })).toBeInTheDocument();
    expect(screen.getByText(/You can look at roles but not change them/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Edit the menu' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Edit the menu' })).not.toHaveAccessibleDescription(
      /You do not have/,
    );
    for (const name of ['New role', 'Save permissions', 'Add', 'Rename or describe', 'Delete']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Remove Waiter from Manager' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Add a role to Manager')).not.toBeInTheDocument();
    expect(await screen.findByText('via Waiter')).toBeInTheDocument();
  });
});

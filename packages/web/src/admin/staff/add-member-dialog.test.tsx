import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../auth/auth-session.service.ts';
import { changeLanguage } from '../../lib/i18n/i18n.ts';
import { fail, ok, sessionData, type TFetchCall, testUser } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { toast } from '../../ui/toast.ts';
import { StaffPage } from './staff.page.tsx';
import { peopleApiMock, userOf } from './staff.test-fixtures.ts';

vi.mock('../../ui/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(async () => {
  endSession();
  await changeLanguage('en');
  vi.mocked(toast.success).mockClear();
});

const TEAM = [userOf(1, 'Ada Lovelace')];

async function openAddDialog(write: (call: TFetchCall) => Response) {
  const spy = peopleApiMock(TEAM, write);
  startSession(
    sessionData({ user: { ...testUser, permissions: ['admin.access', 'users.read', 'users.manage'] } }),
  );
  const user = userEvent.setup();
  renderRoute([{ path: '/admin/staff', element: <StaffPage /> }], '/admin/staff');
  await user.click(await screen.findByRole('button', { name: 'Add team member' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add team member' });
  // The roles are in once the select offers them.
  await within(dialog).findByRole('option', { name: 'Manager' });
  const posts = () =>
    spy.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init?.body)));
  return { user, dialog, posts };
}

const submit = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Add team member' });

describe('add team member', () => {
  it('checks the form with the shared rules before anything is sent', async () => {
    const { user, dialog, posts } = await openAddDialog(() => ok(userOf(5, 'Eve')));
    await user.click(submit(dialog));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Email is required')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Email'), 'eve@');
    await user.click(within(dialog).getByRole('radio', { name: /Set a first password/ }));
    await user.type(within(dialog).getByLabelText('First password'), 'abc');
    await user.click(submit(dialog));
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(dialog).getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(posts()).toEqual([]);
  });

  it('invites with the default role: no password and no roles are sent', async () => {
    const { user, dialog, posts } = await openAddDialog(() =>
      ok(userOf(5, 'Eve Evans', { invitation_pending: true })),
    );
    expect(within(dialog).getByLabelText('Role')).toHaveDisplayValue('Default role (from settings)');
    expect(within(dialog).getByRole('radio', { name: /Send an invitation by email/ })).toBeChecked();
    await user.type(within(dialog).getByLabelText('Name'), ' Eve Evans ');
    await user.type(within(dialog).getByLabelText('Email'), 'eve@example.com');
    await user.click(submit(dialog));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Team member added', {
        description: 'Invitation sent to eve@example.com',
      }),
    );
    expect(posts()).toEqual([{ name: 'Eve Evans', email: 'eve@example.com' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends a first password and the chosen role', async () => {
    const { user, dialog, posts } = await openAddDialog(() => ok(userOf(5, 'Eve Evans')));
    await user.type(within(dialog).getByLabelText('Name'), 'Eve Evans');
    await user.type(within(dialog).getByLabelText('Email'), 'eve@example.com');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'Manager');
    await user.click(within(dialog).getByRole('radio', { name: /Set a first password/ }));
    await user.type(within(dialog).getByLabelText('First password'), 'secret1');
    await user.click(submit(dialog));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Team member added', { description: 'Eve Evans' }),
    );
    expect(posts()).toEqual([
      { name: 'Eve Evans', email: 'eve@example.com', password: 'secret1', role_ids: [2] },
    ]);
  });

  it('shows a taken email under the field and other refusals in the dialog', async () => {
    let answer = fail(409, 'A user with this email already exists');
    const { user, dialog } = await openAddDialog(() => answer);
    await user.type(within(dialog).getByLabelText('Name'), 'Ada');
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await user.click(submit(dialog));
    const email = within(dialog).getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('A user with this email already exists'));
    expect(email).toHaveAttribute('aria-invalid', 'true');

    answer = fail(400, 'Validation failed', { name: ['At most 100 characters'] });
    await user.click(submit(dialog));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('At most 100 characters'),
    );

    answer = fail(403, 'You cannot give a role with permissions you do not have');
    await user.click(submit(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You cannot give a role with permissions you do not have',
    );
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('speaks German', async () => {
    await changeLanguage('de');
    peopleApiMock(TEAM);
    startSession(
      sessionData({ user: { ...testUser, permissions: ['admin.access', 'users.read', 'users.manage'] } }),
    );
    const user = userEvent.setup();
    renderRoute([{ path: '/admin/staff', element: <StaffPage /> }], '/admin/staff');
    await user.click(await screen.findByRole('button', { name: 'Teammitglied hinzufügen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Teammitglied hinzufügen' });
    await user.click(within(dialog).getByRole('button', { name: 'Teammitglied hinzufügen' }));
    expect(await within(dialog).findByText('Name ist erforderlich')).toBeInTheDocument();
    expect(within(dialog).getByText('E-Mail ist erforderlich')).toBeInTheDocument();
  });
});

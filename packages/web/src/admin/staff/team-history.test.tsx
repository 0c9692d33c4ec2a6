import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../auth/auth-session.service.ts';
import { fail, ok, sessionData, testUser } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { StaffPage } from './staff.page.tsx';
import { auditOf, pageOf, peopleApiMock, userOf } from './staff.test-fixtures.ts';

vi.mock('../../ui/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => endSession());

const TEAM = [userOf(1, 'Ada Lovelace', { roles: ['MANAGER'], role_ids: [2] }), userOf(2, 'Ben Baker')];
const HISTORY = [
  auditOf(3, 'Disabled Ben Baker', { at: new Date().toISOString(), action: 'user.disabled' }),
  auditOf(2, 'Created the role HOST (orders.read)', {
    at: '2025-11-02T09:00:00.000Z',
    actor_id: null,
    actor_name: null,
    action: 'role.created',
    entity_type: 'role',
  }),
];

function renderStaff(permissions: string[]) {
  startSession(sessionData({ user: { ...testUser, permissions: ['admin.access', ...permissions] } }));
  const user = userEvent.setup();
  renderRoute([{ path: '/admin/staff', element: <StaffPage /> }], '/admin/staff');
  return user;
}

const auditRequests = (spy: ReturnType<typeof peopleApiMock>) =>
  spy.mock.calls
    .map(([url]) => new URL(String(url), 'http://test'))
    .filter((url) => url.pathname === '/api/audit-log')
    .map((url) => url.searchParams);

const historyList = () => screen.findByRole('list', { name: 'Change history' });

describe('/admin/staff change history', () => {
  it('lists who changed what, newest first, asking only for changes to people', async () => {
    const spy = peopleApiMock(TEAM, undefined, HISTORY);
    renderStaff(['users.read', 'audit.read']);
    expect(await screen.findByRole('heading', { level: 2, name: 'Change history' })).toBeInTheDocument();
    const entries = within(await historyList()).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('Ada Lovelace');
    expect(entries[0]).toHaveTextContent('Disabled Ben Baker');
    expect(entries[0]).toHaveTextContent(/^Today, /);
    expect(entries[1]).toHaveTextContent('System');
    expect(entries[1]).toHaveTextContent('Created the role HOST (orders.read)');
    expect(within(entries[1] as HTMLElement).getByText(/Nov 2, 2025/)).toHaveAttribute(
      'datetime',
      '2025-11-02T09:00:00.000Z',
    );
    expect(screen.getByText('2 changes')).toBeInTheDocument();

    const [params] = auditRequests(spy);
    expect(params?.get('entity_type_in')).toBe(
      'user,role,claim,user_roles,user_claims,role_claims,role_hierarchies',
    );
    expect(params?.get('page')).toBe('0');
    expect(params?.get('size')).toBe('10');
  });

  it('is neither shown nor asked for without audit.read', async () => {
    const spy = peopleApiMock(TEAM, undefined, HISTORY);
    renderStaff(['users.read', 'users.manage']);
    await screen.findByRole('rowheader', { name: /Ben Baker/ });
    expect(screen.queryByRole('heading', { name: 'Change history' })).not.toBeInTheDocument();
    expect(auditRequests(spy)).toEqual([]);
  });

  it('pages through ten changes at a time', async () => {
    const many = Array.from({ length: 12 }, (_, index) => auditOf(12 - index, `Change number ${12 - index}`));
    const spy = peopleApiMock(TEAM, undefined, many);
    const user = renderStaff(['users.read', 'audit.read']);
    expect(within(await historyList()).getAllByRole('listitem')).toHaveLength(10);
    const pager = screen.getByRole('navigation', { name: 'Change history pages' });
    expect(pager).toHaveTextContent('Page 1 of 2');
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(pager).getByText('Page 2 of 2')).toBeInTheDocument());
    const entries = within(await historyList()).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringContaining('Change number 2'),
      expect.stringContaining('Change number 1'),
    ]);
    expect(auditRequests(spy).at(-1)?.get('page')).toBe('1');
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows a change made on the screen once it is saved', async () => {
    const history = [...HISTORY];
    const spy = peopleApiMock(
      TEAM,
      () => {
        history.unshift(
          auditOf(4, 'Sent Ben Baker a password reset link', { action: 'user.password_reset_sent' }),
        );
        return ok(TEAM[1]);
      },
      history,
    );
    const user = renderStaff(['users.read', 'users.manage', 'audit.read']);
    await historyList();
    await user.click(await screen.findByRole('button', { name: 'Actions for Ben Baker' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Send password reset link' }));
    expect(await screen.findByText('Sent Ben Baker a password reset link')).toBeInTheDocument();
    expect(auditRequests(spy).length).toBeGreaterThan(1);
  });

  it('says when nothing has been recorded yet', async () => {
    peopleApiMock(TEAM, undefined, []);
    renderStaff(['users.read', 'audit.read']);
    expect(await screen.findByText('No changes recorded yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Change history' })).not.toBeInTheDocument();
  });

  it('offers a retry when the history cannot be loaded', async () => {
    let failing = true;
    const page = { ...pageOf([auditOf(1, 'Created the user Ben Baker')]), page_size: 10 };
    peopleApiMock(TEAM, undefined, () => (failing ? fail(400, 'Unknown filter') : ok(page)));
    const user = renderStaff(['users.read', 'audit.read']);
    expect(await screen.findByText('The change history could not be loaded.')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Created the user Ben Baker')).toBeInTheDocument();
  });
});

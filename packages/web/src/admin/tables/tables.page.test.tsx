import type { TBench } from '@tableside/shared/tables.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../auth/auth-session.service.ts';
import {
  fail,
  mockFetch,
  ok,
  pageOf as page,
  sessionData,
  type TFetchCall,
  testUser,
} from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { toast } from '../../ui/toast.ts';
import { TablesPage } from './tables.page.tsx';

vi.mock('../../ui/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  endSession();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

const bench = (id: number, name: string, extra: Partial<TBench> = {}): TBench => ({
  id,
  name,
  seat_capacity: 4,
  branch_id: 1,
  active: true,
  archived: false,
  ...extra,
});
const BENCHES = [
  bench(1, 'Table 1'),
  bench(2, 'Table 2', { active: false }),
  bench(3, 'Terrace', { archived: true, active: false }),
];
const detail = (b: TBench) => ({
  ...b,
  branch: { id: 1, name: 'Main' },
  order_count: 0,
  created_at: '',
  updated_at: '',
});

/** The API as the screen sees it; `write` answers every write. */
function api(write: (call: TFetchCall) => Response = () => ok(detail(BENCHES[0] as TBench))) {
  return mockFetch((call) => {
    const url = new URL(call.url, 'http://test');
    if (call.method !== 'GET') return write(call);
    if (url.pathname === '/api/branches')
      return ok([
        {
          id: 1,
          name: 'Main',
          address: null,
          phone: null,
          opening_hours: null,
          archived: false,
          tables_count: 3,
        },
      ]);
    if (url.pathname === '/api/tables/qr-settings') return ok({ public_url: 'https://cafe.example' });
    if (url.pathname === '/api/benches') {
      const like = url.searchParams.get('name_like')?.toLowerCase() ?? '';
      return ok(page(BENCHES.filter((b) => b.name.toLowerCase().includes(like))));
    }
    return fail(404, 'Not found');
  });
}

function renderTables(permissions: string[]) {
  startSession(sessionData({ user: { ...testUser, permissions: ['admin.access', ...permissions] } }));
  const user = userEvent.setup();
  renderRoute([{ path: '/admin/tables', element: <TablesPage /> }], '/admin/tables');
  return user;
}

const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;

describe('/admin/tables', () => {
  it('lists tables with their state; without tables.manage nothing can be changed', async () => {
    api();
    renderTables(['tables.read']);
    expect(await screen.findByRole('rowheader', { name: 'Table 1' })).toBeInTheDocument();
    expect(within(rowOf('Table 2')).getByText('Inactive')).toBeInTheDocument();
    expect(within(rowOf('Terrace')).getByText('Archived')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add table' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select Table 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Table 1 takes orders' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'QR code: Table 1' })).toBeEnabled();
    expect(screen.getByText(/QR codes open https:\/\/cafe\.example/)).toBeInTheDocument();
  });

  it('searches after a pause in typing', async () => {
    const spy = api();
    const user = renderTables(['tables.read']);
    await screen.findByRole('rowheader', { name: 'Table 1' });
    await user.type(screen.getByLabelText('Search tables'), 'terr');
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Table 1' })).not.toBeInTheDocument());
    const searches = spy.mock.calls.map(([url]) =>
      new URL(String(url), 'http://test').searchParams.get('name_like'),
    );
    expect(searches).toContain('terr');
    expect(searches).not.toContain('t');
  });

  it('switches a table off and says so', async () => {
    const spy = api(() => ok(detail(bench(1, 'Table 1', { active: false }))));
    const user = renderTables(['tables.read', 'tables.manage']);
    await user.click(await screen.findByRole('switch', { name: 'Table 1 takes orders' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Table 1 is now inactive'));
    expect(
      spy.mock.calls.some(
        ([url, init]) => String(url).endsWith('/benches/1/toggle-active') && init?.method === 'PATCH',
      ),
    ).toBe(true);
  });

  it("shows the spec's error toast when archiving fails", async () => {
    api(() => fail(500, 'boom'));
    const user = renderTables(['tables.read', 'tables.manage']);
    await user.click(await screen.findByRole('button', { name: 'Archive: Table 1' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Error archiving table', undefined));
  });

  it('asks whether an unarchived table takes orders again', async () => {
    const spy = api(() => ok(detail(bench(3, 'Terrace'))));
    const user = renderTables(['tables.read', 'tables.manage']);
    await user.click(await screen.findByRole('button', { name: 'Unarchive: Terrace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unarchive Terrace?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unarchive and activate' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Table unarchived successfully', { description: 'Terrace' }),
    );
    const call = spy.mock.calls.find(([url]) => String(url).endsWith('/benches/3/unarchive'));
    expect(call?.[1]?.body).toBe(JSON.stringify({ reactivate: true }));
  });

  it('checks the form before saving and shows a taken name under the field', async () => {
    const spy = api(() =>
      fail(409, 'A table named "Table 1" already exists in this branch', {
        name: ['A table named "Table 1" already exists in this branch'],
      }),
    );
    const user = renderTables(['tables.read', 'tables.manage']);
    await user.click(await screen.findByRole('button', { name: 'Add table' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add table' });
    await user.clear(within(dialog).getByLabelText('Seats'));
    await user.type(within(dialog).getByLabelText('Seats'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Add table' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Seats must be between 1 and 99')).toBeInTheDocument();
    expect(spy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText('Name'), 'table 1');
    await user.clear(within(dialog).getByLabelText('Seats'));
    await user.click(within(dialog).getByRole('button', { name: 'Add table' }));
    expect(
      await within(dialog).findByText('A table named "Table 1" already exists in this branch'),
    ).toBeInTheDocument();
    const post = spy.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      name: 'table 1',
      seat_capacity: null,
      branch_id: 1,
    });
  });
});

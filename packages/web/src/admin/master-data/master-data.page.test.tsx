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
import type { TMasterRecord } from './master-data.api.ts';
import { MasterDataPage } from './master-data.page.tsx';

vi.mock('../../ui/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  endSession();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

const RECORDS: Record<string, TMasterRecord[]> = {
  languages: [
    { id: 1, name: 'English', code: 'en', is_active: true },
    { id: 2, name: 'German', code: 'de', is_active: false },
  ],
  currencies: [{ id: 1, name: 'Euro', code: 'EUR', symbol: '€', is_active: true }],
  taxes: [
    { id: 1, name: 'Sales Tax', value: 8, is_active: true },
    { id: 2, name: 'VAT', value: 20, is_active: true },
  ],
  countries: [{ id: 1, name: 'Germany', code: 'DE', is_active: true }],
  banks: [{ id: 1, name: 'Deutsche Bank', code: 'DEUTDEFF', country_code: 'DE', is_active: true }],
};

/** The API as the screen sees it; `write` answers every write. */
function api(
  write: (call: TFetchCall) => Response = (call) => ok({ id: 9, is_active: true, ...(call.body as object) }),
) {
  return mockFetch((call) => {
    const url = new URL(call.url, 'http://test');
    if (call.method !== 'GET') return write(call);
    if (url.pathname === '/api/staff-settings') return fail(404, 'Not found');
    const records = RECORDS[url.pathname.replace('/api/', '')];
    if (!records) return fail(404, 'Not found');
    const search = url.searchParams.get('search')?.toLowerCase() ?? '';
    const found = records.filter((record) => record.name.toLowerCase().includes(search));
    return ok(url.searchParams.has('page') ? page(found) : found);
  });
}

function renderMasterData(path = '/admin/master-data') {
  startSession(sessionData({ user: { ...testUser, permissions: ['admin.access', 'master_data.manage'] } }));
  const user = userEvent.setup();
  const view = renderRoute([{ path: '/admin/master-data', element: <MasterDataPage /> }], path);
  return { user, ...view };
}

const writes = (spy: ReturnType<typeof api>) =>
  spy.mock.calls
    .filter(([, init]) => init?.method && init.method !== 'GET')
    .map(([url, init]) => ({
      method: init?.method,
      path: new URL(String(url), 'http://test').pathname,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    }));

describe('/admin/master-data', () => {
  it('shows a tab per kind; the arrow keys move between them and the tab is in the address', async () => {
    api();
    const { user, location } = renderMasterData();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Languages', 'Currencies', 'Taxes', 'Countries', 'Units', 'Banks']);
    expect(await screen.findByRole('rowheader', { name: 'English' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Languages' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'German is active' })).toHaveAttribute('aria-checked', 'false');

    await user.click(screen.getByRole('tab', { name: 'Languages' }));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Taxes' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Taxes' })).toHaveAttribute('aria-selected', 'true');
    expect(location().search).toBe('?tab=taxes');
    expect(await screen.findByRole('rowheader', { name: 'VAT' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('rowheader', { name: 'VAT' }).closest('tr') as HTMLElement).getByText('20 %'),
    );

    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Banks' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Germany (DE)')).toBeInTheDocument();
  });

  it('searches and filters a tab from the address, and pages on the API', async () => {
    const spy = api();
    const { user } = renderMasterData('/admin/master-data?tab=currencies&status=active');
    expect(await screen.findByRole('rowheader', { name: 'Euro' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search'), 'eu');
    await waitFor(() => {
      const queries = spy.mock.calls.map(([url]) => new URL(String(url), 'http://test'));
      const last = queries.filter((url) => url.pathname === '/api/currencies').at(-1);
      expect(Object.fromEntries(last?.searchParams ?? [])).toEqual({
        page: '0',
        size: '20',
        search: 'eu',
        is_active: 'true',
      });
    });
  });

  it('adds a currency: checks the code as the server does, shows a taken code under the field', async () => {
    const spy = api((call) =>
      call.body && (call.body as { code?: string }).code === 'EUR'
        ? fail(409, 'A currency with the code EUR already exists', {
            code: ['A currency with the code EUR already exists'],
          })
        : ok({ id: 5, name: 'Swiss Franc', code: 'CHF', symbol: 'Fr.', is_active: true }),
    );
    const { user } = renderMasterData('/admin/master-data?tab=currencies');
    await user.click(await screen.findByRole('button', { name: 'Add currency' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add currency' });
    await user.type(within(dialog).getByLabelText('Code'), 'EU1');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Use the three-letter ISO 4217 code, e.g. EUR')).toBeInTheDocument();
    expect(writes(spy)).toEqual([]);

    await user.type(within(dialog).getByLabelText('Name'), 'Euro again');
    await user.clear(within(dialog).getByLabelText('Code'));
    await user.type(within(dialog).getByLabelText('Code'), 'eur');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('The code EUR is already taken')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Swiss Franc');
    await user.clear(within(dialog).getByLabelText('Code'));
    await user.type(within(dialog).getByLabelText('Code'), 'chf');
    await user.type(within(dialog).getByLabelText('Symbol'), 'Fr.');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Swiss Franc added'));
    expect(writes(spy).at(-1)).toEqual({
      method: 'POST',
      path: '/api/currencies',
      body: { name: 'Swiss Franc', code: 'CHF', symbol: 'Fr.' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits a tax rate, taking a decimal comma', async () => {
    const spy = api(() => ok({ id: 2, name: 'VAT', value: 19.5, is_active: true }));
    const { user } = renderMasterData('/admin/master-data?tab=taxes');
    await user.click(await screen.findByRole('button', { name: 'Edit: VAT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit tax' });
    const rate = within(dialog).getByLabelText('Rate');
    expect(rate).toHaveValue('20');
    await user.clear(rate);
    await user.type(rate, '100,5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Rate must be between 0 and 100')).toBeInTheDocument();
    await user.clear(rate);
    await user.type(rate, '19,5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('VAT saved'));
    expect(writes(spy)).toEqual([
      { method: 'PUT', path: '/api/taxes/2', body: { name: 'VAT', value: 19.5 } },
    ]);
  });

  it('switches a record off with the switch and says so', async () => {
    const spy = api(() => ok({ id: 1, name: 'English', code: 'en', is_active: false }));
    const { user } = renderMasterData();
    await user.click(await screen.findByRole('switch', { name: 'English is active' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('English is now inactive'));
    expect(writes(spy)).toEqual([
      { method: 'PATCH', path: '/api/languages/1/toggle-active', body: undefined },
    ]);
  });

  it('asks before deleting, and shows a refusal in the dialog', async () => {
    const reason = 'Tax "VAT" is used by 3 menu items; deactivate it instead';
    const spy = api((call) => (call.url.endsWith('/taxes/2') ? fail(409, reason) : ok(null)));
    const { user } = renderMasterData('/admin/master-data?tab=taxes');
    await user.click(await screen.findByRole('button', { name: 'Delete: VAT' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete VAT?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(`VAT cannot be deleted.${reason}`);
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Delete: Sales Tax' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Sales Tax?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Sales Tax deleted'));
    expect(writes(spy).map((write) => `${write.method} ${write.path}`)).toEqual([
      'DELETE /api/taxes/2',
      'DELETE /api/taxes/1',
    ]);
  });
});

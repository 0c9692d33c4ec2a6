import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../auth/auth-session.service.ts';
import { fail, mockFetch, ok, sessionData, type TFetchCall, testUser } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { toast } from '../../ui/toast.ts';
import { configViewOf } from './configuration.test-fixtures.ts';
import { ConfigurationImportExportPage } from './configuration-import-export.page.tsx';

vi.mock('../../ui/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  endSession();
  vi.mocked(toast.success).mockClear();
});

const FILE = {
  format: 'tableside-config',
  version: 1,
  exported_at: '2025-05-01T10:00:00.000Z',
  group: null,
  settings: {
    'BRANDING.RESTAURANT_NAME': 'Night Owl',
    'OPERATIONS.ORDER_TYPES': 'DINE_IN:1|TAKEAWAY:0|DELIVERY:0',
    'TABLES.DEFAULT_CAPACITY': '4',
  },
};
const RESULT = {
  changes: [
    {
      key: 'BRANDING.RESTAURANT_NAME',
      group: 'BRANDING',
      type: 'TEXT',
      old_value: 'Café Aroma',
      new_value: 'Night Owl',
    },
    {
      key: 'OPERATIONS.ORDER_TYPES',
      group: 'OPERATIONS',
      type: 'MULTISELECT',
      old_value: 'DINE_IN:1|TAKEAWAY:1|DELIVERY:0',
      new_value: 'DINE_IN:1|TAKEAWAY:0|DELIVERY:0',
    },
  ],
  unchanged: 1,
};

function api(write: (call: TFetchCall) => Response) {
  return mockFetch((call) => {
    const url = new URL(call.url, 'http://test');
    if (call.method !== 'GET') return write(call);
    if (url.pathname === '/api/config') return ok(configViewOf());
    return fail(404, 'Not found');
  });
}

function renderPage() {
  startSession(
    sessionData({ user: { ...testUser, permissions: ['admin.access', 'config.read', 'config.manage'] } }),
  );
  const user = userEvent.setup();
  renderRoute(
    [{ path: '/admin/configuration/import-export', element: <ConfigurationImportExportPage /> }],
    '/admin/configuration/import-export',
  );
  return user;
}

const jsonFile = (text: string) => new File([text], 'config.json', { type: 'application/json' });

describe('/admin/configuration/import-export', () => {
  it('previews a file as a table of changes, then applies them', async () => {
    const spy = api(() => ok(RESULT));
    const user = renderPage();
    await user.upload(await screen.findByLabelText('Configuration file'), jsonFile(JSON.stringify(FILE)));

    const table = await screen.findByRole('table', { name: 'Changes' });
    const name = within(table).getByRole('rowheader', { name: /Restaurant name/ });
    expect(within(name.closest('tr') as HTMLElement).getByText('Café Aroma')).toBeInTheDocument();
    expect(within(name.closest('tr') as HTMLElement).getByText('Night Owl')).toBeInTheDocument();
    const types = within(table)
      .getByRole('rowheader', { name: /Order types/ })
      .closest('tr') as HTMLElement;
    expect(within(types).getByText('Dine in, Takeaway')).toBeInTheDocument();
    expect(screen.getByText('1 setting stays as it is.')).toBeInTheDocument();

    const preview = spy.mock.calls.find(([url]) => String(url).endsWith('/config/import/preview'));
    expect(JSON.parse(String(preview?.[1]?.body))).toEqual(FILE);

    await user.click(screen.getByRole('button', { name: 'Apply 2 changes' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Configuration imported successfully'));
    expect(
      spy.mock.calls.some(([url, init]) => String(url).endsWith('/config/import') && init?.method === 'POST'),
    ).toBe(true);
    expect(await screen.findByText('2 settings imported.')).toBeInTheDocument();
  });

  it('says so when the file is not JSON, without asking the server', async () => {
    const spy = api(() => ok(RESULT));
    const user = renderPage();
    await user.upload(await screen.findByLabelText('Configuration file'), jsonFile('{ not json'));
    expect(await screen.findByText('This file is not valid JSON.')).toBeInTheDocument();
    expect(spy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('lists the settings the server refused', async () => {
    api(() =>
      fail(400, 'Unknown setting', {
        'BRANDING.NOPE': ['Unknown setting'],
        'TABLES.DEFAULT_CAPACITY': ['Value must be a number'],
      }),
    );
    const user = renderPage();
    await user.upload(await screen.findByLabelText('Configuration file'), jsonFile(JSON.stringify(FILE)));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The file could not be checked.');
    expect(alert).toHaveTextContent('BRANDING.NOPE: Unknown setting');
    expect(alert).toHaveTextContent('TABLES.DEFAULT_CAPACITY: Value must be a number');
    expect(screen.queryByRole('button', { name: /Apply/ })).not.toBeInTheDocument();
  });
});

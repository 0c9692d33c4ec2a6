import type { TStaffSettings } from '@tableside/shared/config.schemas';
import type { TBench } from '@tableside/shared/tables.schemas';
import { screen, within } from '@testing-library/react';
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
import { STAFF_SETTINGS_PATH, staffSettings } from '../staff-settings/staff-settings.test-fixtures.ts';
import { QrSheetPage } from './qr-sheet.page.tsx';
import { TablesPage } from './tables.page.tsx';

vi.mock('../../ui/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => endSession());

const BENCH: TBench = {
  id: 1,
  name: 'Table 1',
  seat_capacity: 4,
  branch_id: 1,
  active: true,
  archived: false,
};

function api(settings: Partial<TStaffSettings>) {
  const calls: TFetchCall[] = [];
  mockFetch((call) => {
    calls.push(call);
    const url = new URL(call.url, 'http://test');
    if (url.pathname === STAFF_SETTINGS_PATH) return ok(staffSettings(settings));
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
      return url.searchParams.has('page') ? ok(page([BENCH])) : ok([BENCH]);
    }
    return fail(404, 'Not found');
  });
  const listSizes = () =>
    calls
      .map((call) => new URL(call.url, 'http://test'))
      .filter((url) => url.pathname === '/api/benches' && url.searchParams.has('page'))
      .map((url) => url.searchParams.get('size'));
  return { listSizes };
}

function renderTables(path = '/admin/tables') {
  startSession(
    sessionData({ user: { ...testUser, permissions: ['admin.access', 'tables.read', 'tables.manage'] } }),
  );
  const user = userEvent.setup();
  renderRoute(
    [
      { path: '/admin/tables', element: <TablesPage /> },
      { path: '/admin/tables/qr-sheet', element: <QrSheetPage /> },
    ],
    path,
  );
  return user;
}

describe('tables and the staff settings', () => {
  it('asks for OPERATIONS.DEFAULT_PAGE_SIZE rows unless the address names a size', async () => {
    const { listSizes } = api({ default_page_size: 40 });
    renderTables();
    await screen.findByRole('rowheader', { name: 'Table 1' });
    expect(listSizes()).toEqual(['40']);
  });

  it('keeps the size the address names', async () => {
    const { listSizes } = api({ default_page_size: 40 });
    renderTables('/admin/tables?size=5');
    await screen.findByRole('rowheader', { name: 'Table 1' });
    expect(listSizes()).toEqual(['5']);
  });

  it('pre-fills a new table with TABLES.DEFAULT_CAPACITY seats', async () => {
    api({ default_capacity: 6 });
    const user = renderTables();
    await screen.findByRole('rowheader', { name: 'Table 1' });
    await user.click(screen.getByRole('button', { name: 'Add table' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add table' });
    expect(within(dialog).getByLabelText('Seats')).toHaveValue(6);
  });

  it('draws the QR code at TABLES.QR_CODE_SIZE pixels in the dialog and on the sheet', async () => {
    api({ qr_code_size: 320 });
    const user = renderTables();
    await screen.findByRole('rowheader', { name: 'Table 1' });
    await user.click(screen.getByRole('button', { name: 'QR code: Table 1' }));
    const dialog = await screen.findByRole('dialog');
    const code = await within(dialog).findByRole('img', { name: /Table 1/ });
    expect(code).toHaveAttribute('width', '320');
  });

  it('sizes the codes on the QR sheet too', async () => {
    api({ qr_code_size: 200 });
    renderTables('/admin/tables/qr-sheet');
    const code = await screen.findByRole('img', { name: /Table 1/ });
    expect(code).toHaveAttribute('width', '200');
  });
});

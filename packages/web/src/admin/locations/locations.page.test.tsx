import type { TBranch } from '@tableside/shared/tables.schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../auth/auth-session.service.ts';
import { fail, mockFetch, ok, sessionData, testUser } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { LocationPicker } from '../location-scope/location-picker.tsx';
import { useLocationScope } from '../location-scope/use-location-scope.hook.ts';
import { STAFF_SETTINGS_PATH, staffSettings } from '../staff-settings/staff-settings.test-fixtures.ts';
import { LocationsPage } from './locations.page.tsx';

vi.mock('../../ui/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  endSession();
  localStorage.clear();
});

const branch = (id: number, name: string, extra: Partial<TBranch> = {}): TBranch => ({
  id,
  name,
  address: null,
  phone: null,
  opening_hours: null,
  archived: false,
  tables_count: 0,
  ...extra,
});
const CAFE = branch(1, 'Cafe', { address: '1 Main St', tables_count: 24 });
const HARBOUR = branch(2, 'Harbour', {
  phone: '+49 40 1',
  opening_hours: 'MON:09:00-12:00',
  tables_count: 2,
});

function Picker() {
  const scope = useLocationScope();
  return (
    <>
      <LocationPicker scope={scope} />
      <output>{scope.branchId ?? 'all'}</output>
    </>
  );
}

describe('/admin/locations', () => {
  it('lists the locations and keeps a refused delete in its dialog', async () => {
    startSession(sessionData({ user: { ...testUser, permissions: ['admin.access', 'config.manage'] } }));
    mockFetch(({ method }) =>
      method === 'DELETE'
        ? fail(409, 'Location "Harbour" has 2 tables and 3 orders and cannot be deleted; archive it instead')
        : ok([CAFE, HARBOUR]),
    );
    renderRoute([{ path: '/admin/locations', element: <LocationsPage /> }], '/admin/locations');
    const harbour = (await screen.findByRole('heading', { name: 'Harbour' })).closest('li') as HTMLElement;
    expect(within(harbour).getByText('2 tables (not archived)')).toBeInTheDocument();
    expect(within(harbour).getByText('Its own opening hours')).toBeInTheDocument();
    expect(screen.getByText('1 Main St')).toBeInTheDocument();

    await userEvent.click(within(harbour).getByRole('button', { name: 'Delete Harbour' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Harbour?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('archive it instead');
  });
});

describe('the hours on a location card (issue 41)', () => {
  it("shows the hours themselves, the restaurant's for a location without its own, on the restaurant's clock", async () => {
    startSession(sessionData({ user: { ...testUser, permissions: ['admin.access', 'config.manage'] } }));
    const restaurant = 'MON:09:00-22:00|TUE:09:00-22:00|WED:09:00-22:00|THU:09:00-22:00|FRI:09:00-23:00';
    mockFetch(({ url }) =>
      url.includes(STAFF_SETTINGS_PATH)
        ? ok(staffSettings({ opening_hours: restaurant, time_format: '24H' }))
        : ok([CAFE, HARBOUR]),
    );
    renderRoute([{ path: '/admin/locations', element: <LocationsPage /> }], '/admin/locations');
    const cafe = (await screen.findByRole('heading', { name: 'Cafe' })).closest('li') as HTMLElement;
    expect(await within(cafe).findByText('Mon–Thu 09:00–22:00')).toBeInTheDocument();
    expect(within(cafe).getByText('Fri 09:00–23:00')).toBeInTheDocument();
    expect(within(cafe).getByText('Sat–Sun Closed')).toBeInTheDocument();
    expect(within(cafe).getByText("The restaurant's opening hours")).toBeInTheDocument();
    const harbour = screen.getByRole('heading', { name: 'Harbour' }).closest('li') as HTMLElement;
    expect(within(harbour).getByText('Mon 09:00–12:00')).toBeInTheDocument();
  });
});

describe('the location picker', () => {
  it('is not shown with one active location', async () => {
    startSession(sessionData());
    const fetch = mockFetch(() => ok([CAFE, { ...HARBOUR, archived: true }]));
    renderRoute([{ path: '/admin/orders', element: <Picker /> }], '/admin/orders');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(await screen.findByText('all')).toBeInTheDocument();
    expect(screen.queryByLabelText('Location')).not.toBeInTheDocument();
  });

  it('chooses a location with two, keeping it per browser', async () => {
    startSession(sessionData());
    mockFetch(() => ok([CAFE, HARBOUR]));
    renderRoute([{ path: '/admin/orders', element: <Picker /> }], '/admin/orders');
    await userEvent.selectOptions(await screen.findByLabelText('Location'), 'Harbour');
    expect(screen.getByText('2')).toBeInTheDocument();
    expect(localStorage.getItem('tableside.location')).toBe('2');
    await userEvent.selectOptions(screen.getByLabelText('Location'), 'All locations');
    expect(screen.getByText('all')).toBeInTheDocument();
  });
});

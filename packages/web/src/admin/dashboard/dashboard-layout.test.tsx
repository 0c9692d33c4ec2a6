import type { TStaffSettings } from '@tableside/shared/config.schemas';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endSession } from '../../auth/auth-session.service.ts';
import { fail, mockFetch, ok } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { signInStaff } from '../orders/orders.test-fixtures.ts';
import { STAFF_SETTINGS_PATH, staffSettings } from '../staff-settings/staff-settings.test-fixtures.ts';
import { DashboardPage } from './dashboard.page.tsx';
import { dashboardSummary } from './dashboard.test-fixtures.ts';
import { DASHBOARD_LAYOUT_STYLES } from './dashboard-layout.ts';

afterEach(() => endSession());

function renderWith(settings: Partial<TStaffSettings>) {
  signInStaff(['reports.read']);
  mockFetch((call) => {
    const path = new URL(call.url, 'http://localhost').pathname;
    if (path === '/api/dashboard/summary') return ok(dashboardSummary());
    if (path === STAFF_SETTINGS_PATH) return ok(staffSettings(settings));
    return fail(404, `Not found: ${path}`);
  });
  return renderRoute([{ path: '/admin', element: <DashboardPage /> }], '/admin');
}

/** The grid holding the four figure cards. */
const figuresGrid = () => screen.getByRole('region', { name: 'Orders' }).parentElement;

describe('dashboard layout (ADMIN_INTERFACE.DASHBOARD_LAYOUT)', () => {
  it.each(['GRID', 'LIST', 'COMPACT'] as const)('arranges the cards as %s', async (layout) => {
    const { container } = renderWith({ dashboard_layout: layout });
    await screen.findByRole('region', { name: 'Orders' });
    await waitFor(() => expect(container.querySelector(`[data-layout="${layout}"]`)).not.toBeNull());
    expect(figuresGrid()).toHaveClass(...DASHBOARD_LAYOUT_STYLES[layout].figures.split(' '));
    const revenue = screen.getByRole('region', { name: 'Revenue' });
    expect(revenue).toHaveClass(...DASHBOARD_LAYOUT_STYLES[layout].card.split(' '));
  });

  it('LIST: one column of full-width rows; COMPACT: smaller type', () => {
    expect(DASHBOARD_LAYOUT_STYLES.LIST.figures).toContain('grid-cols-1');
    expect(DASHBOARD_LAYOUT_STYLES.LIST.figures).not.toMatch(/sm:grid-cols|xl:grid-cols/);
    expect(DASHBOARD_LAYOUT_STYLES.COMPACT.figure).toContain('text-xl');
    expect(DASHBOARD_LAYOUT_STYLES.GRID.figure).toContain('text-3xl');
  });

  it('names the busiest hour on the 12-hour clock when REGIONAL.TIME_FORMAT is 12H', async () => {
    renderWith({ time_format: '12H' });
    expect(await screen.findByText('Busiest hour: 12 PM–1 PM with 2 orders')).toBeInTheDocument();
  });
});

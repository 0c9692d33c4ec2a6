import type { TFloorPlan, TFloorTable } from '@tableside/shared/floor-plan.schemas';
import { PERMISSIONS } from '@tableside/shared/permissions';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../auth/auth-session.service.ts';
import { fail, mockFetch, ok, sessionData, type TFetchCall, testUser } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { toast } from '../../ui/toast.ts';
import { FloorPlanPage } from './floor-plan.page.tsx';
import { KEYBOARD_SAVE_DELAY_MS } from './use-floor-positions.hook.ts';

vi.mock('../../ui/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const table = (id: number, extra: Partial<TFloorTable> = {}): TFloorTable => ({
  id,
  name: `Table ${id}`,
  seat_capacity: 4,
  active: true,
  floor_x: null,
  floor_y: null,
  floor_shape: 'square',
  state: 'free',
  orders: [],
  cart_items: 0,
  ...extra,
});

const PLAN: TFloorPlan = {
  tables: [
    table(1, { floor_x: 20, floor_y: 30 }),
    table(2, {
      floor_x: 50,
      floor_y: 50,
      floor_shape: 'round',
      state: 'waiting',
      orders: [
        {
          id: 41,
          order_number: 'O-000041',
          sequence_number: 'ORD-000041',
          status: 'OPENED',
          created_at: '2025-03-01T10:00:00Z',
        },
      ],
    }),
    table(3, { state: 'ordering', cart_items: 2 }),
  ],
};

type TPut = { positions: Array<{ id: number; x: number | null; y: number | null; shape?: string }> };

function floorApi({ failPut = false } = {}) {
  const puts: TPut[] = [];
  let plan = structuredClone(PLAN);
  mockFetch((call: TFetchCall) => {
    const path = new URL(call.url, 'http://localhost').pathname;
    if (path === '/api/floor-plan') return ok(plan);
    if (path === '/api/floor-plan/positions' && call.method === 'PUT') {
      const body = call.body as TPut;
      puts.push(body);
      if (failPut) return fail(404, 'Table 2 not found');
      plan = {
        tables: plan.tables.map((row) => {
          const position = body.positions.find((p) => p.id === row.id);
          return position ? { ...row, floor_x: position.x, floor_y: position.y } : row;
        }),
      };
      return ok(plan);
    }
    return fail(404, `Not found: ${path}`);
  });
  return { puts };
}

function signIn(permissions: readonly string[] = PERMISSIONS) {
  startSession(sessionData({ user: { ...testUser, permissions: [...permissions] } }));
}

const renderPage = () =>
  renderRoute([{ path: '/admin/floor-plan', element: <FloorPlanPage /> }], '/admin/floor-plan');
const plannedTable = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}:`) });
const leftOf = (element: HTMLElement) => element.style.left;

beforeEach(() => {
  vi.mocked(toast.error).mockClear();
  vi.stubGlobal('EventSource', undefined);
});
afterEach(() => {
  endSession();
  vi.useRealTimers();
});

describe('floor plan page', () => {
  it('shows placed tables on the plan, the others in the tray, each with its state in words', async () => {
    floorApi();
    signIn();
    renderPage();
    const room = await screen.findByRole('region', { name: 'Room plan' });
    expect(within(room).getByRole('button', { name: 'Table 1: Free' })).toHaveStyle({
      left: '20%',
      top: '30%',
    });
    expect(within(room).getByRole('button', { name: 'Table 2: Waiting' })).toBeInTheDocument();
    const tray = screen.getByRole('region', { name: /Not on the plan/ });
    expect(
      within(tray).getByRole('button', { name: 'Place Table 3: Ordering on the plan' }),
    ).toBeInTheDocument();
    const legend = screen.getByRole('region', { name: 'Table states' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Free1No open order',
      'Ordering1Choosing or just ordered',
      'Waiting1Kitchen is on it or food is ready',
      'Served0Food is on the table',
    ]);
  });

  it('moves the focused table 1 % per arrow key, 5 % with Shift, and saves once the keys rest', async () => {
    const { puts } = floorApi();
    signIn();
    renderPage();
    await screen.findByRole('region', { name: 'Room plan' });
    vi.useFakeTimers();
    const one = plannedTable('Table 1');
    act(() => one.focus());
    fireEvent.keyDown(one, { key: 'ArrowRight' });
    fireEvent.keyDown(one, { key: 'ArrowRight' });
    fireEvent.keyDown(one, { key: 'ArrowDown', shiftKey: true });
    fireEvent.keyDown(one, { key: 'ArrowLeft' });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(plannedTable('Table 1')).toHaveStyle({ left: '21%', top: '35%' });
    await act(() => vi.advanceTimersByTimeAsync(KEYBOARD_SAVE_DELAY_MS - 20));
    expect(puts).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(puts).toEqual([{ positions: [{ id: 1, x: 21, y: 35 }] }]);
  });

  it('puts the table back and says so when saving fails', async () => {
    const { puts } = floorApi({ failPut: true });
    signIn();
    renderPage();
    await screen.findByRole('region', { name: 'Room plan' });
    vi.useFakeTimers();
    fireEvent.keyDown(plannedTable('Table 2'), { key: 'ArrowUp', shiftKey: true });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(leftOf(plannedTable('Table 2'))).toBe('50%');
    expect(plannedTable('Table 2')).toHaveStyle({ top: '45%' });
    await act(() => vi.advanceTimersByTimeAsync(KEYBOARD_SAVE_DELAY_MS + 10));
    vi.useRealTimers();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Could not save the floor plan. The tables are back where they were.',
      ),
    );
    expect(puts).toHaveLength(1);
    expect(plannedTable('Table 2')).toHaveStyle({ top: '50%' });
  });

  it('places a tray table in a free spot with a tap, and all of them with Place all', async () => {
    const { puts } = floorApi();
    signIn();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Place Table 3: Ordering on the plan' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    const [position] = puts[0]?.positions ?? [];
    expect(position).toMatchObject({ id: 3 });
    expect(position?.x).toBeGreaterThanOrEqual(0);
    expect(await screen.findByRole('button', { name: 'Table 3: Ordering' })).toBeInTheDocument();
    expect(screen.getByText('Every table is on the plan.')).toBeInTheDocument();
  });

  it("opens a table's orders with a click, with links to each order and to the table's list", async () => {
    floorApi();
    signIn();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Table 2: Waiting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Table 2' });
    expect(within(dialog).getByRole('link', { name: /Order ORD-000041/ })).toHaveAttribute(
      'href',
      '/admin/orders/41',
    );
    expect(within(dialog).getByRole('link', { name: 'All orders of this table' })).toHaveAttribute(
      'href',
      '/admin/orders?view=list&table=2',
    );
    expect(within(dialog).getByRole('radio', { name: 'Round' })).toBeChecked();
  });

  it('is read-only without tables.manage: no moving, no placing, no shapes', async () => {
    const { puts } = floorApi();
    signIn(['admin.access', 'tables.read', 'orders.read']);
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('region', { name: 'Room plan' });
    expect(screen.getByText('Each table shows what it needs next, live.')).toBeInTheDocument();
    fireEvent.keyDown(plannedTable('Table 1'), { key: 'ArrowRight' });
    expect(plannedTable('Table 1')).toHaveStyle({ left: '20%' });
    expect(screen.queryByRole('button', { name: 'Place all' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Table 3: Ordering' }));
    const dialog = await screen.findByRole('dialog', { name: 'Table 3' });
    expect(within(dialog).getByText(/2 items in the shared cart/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    expect(puts).toEqual([]);
  });
});

import type { TBench } from '@tableside/shared/tables.schemas';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockFetch, ok, type TFetchCall } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { TABLE_SEARCH_DEBOUNCE_MS, TableChooserPage } from './table-chooser.page.tsx';

const bench = (id: number, overrides: Partial<TBench> = {}): TBench => ({
  id,
  name: `Table ${id}`,
  seat_capacity: 4,
  branch_id: 1,
  active: true,
  archived: false,
  ...overrides,
});

const TABLES = Array.from({ length: 30 }, (_, index) => bench(index + 1));

/** Answers GET /api/benches like the API: filtered by name_like, paged by page and size. */
function tablesHandler(tables: TBench[] = TABLES) {
  return ({ url }: TFetchCall) => {
    const params = new URL(url, 'http://localhost').searchParams;
    const page = Number(params.get('page'));
    const size = Number(params.get('size'));
    const needle = params.get('name_like')?.toLowerCase() ?? '';
    const found = tables.filter((table) => table.name.toLowerCase().includes(needle));
    const totalPages = Math.max(1, Math.ceil(found.length / size));
    return ok({
      content: found.slice(page * size, (page + 1) * size),
      page_number: page,
      page_size: size,
      total_elements: found.length,
      total_pages: totalPages,
      is_first: page === 0,
      is_last: page >= totalPages - 1,
      has_next: page < totalPages - 1,
      has_previous: page > 0,
    });
  };
}

const serveTables = (tables?: TBench[]) => mockFetch(tablesHandler(tables));

const requestedParams = (spy: ReturnType<typeof mockFetch>) =>
  spy.mock.calls.map(([input]) =>
    Object.fromEntries(new URL(String(input), 'http://localhost').searchParams),
  );

function renderChooser() {
  return renderRoute(
    [
      { path: '/table/', element: <TableChooserPage /> },
      { path: '/table/:tableId', element: <p>Landing</p> },
    ],
    '/table/',
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('table chooser (spec customer 2)', () => {
  it('loads the first page of 12 and shows each table with its seats and status', async () => {
    const spy = serveTables([
      bench(1),
      bench(2, { active: false }),
      bench(3, { archived: true, active: false }),
      bench(4, { name: '', seat_capacity: null }),
    ]);
    renderChooser();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a Table' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');

    await screen.findByText('Table 1');
    const link = (name: string) => screen.getByRole('link', { name });
    expect(link('Table 1')).toHaveAttribute('href', '/table/1');
    expect(link('Table 1')).toHaveAccessibleDescription('Seats: 4 Active');
    expect(link('Table 2')).toHaveAccessibleDescription('Seats: 4 Inactive');
    expect(link('Table 3')).toHaveAccessibleDescription('Seats: 4 Archived');
    expect(link('Table #4')).toHaveAttribute('href', '/table/4');
    expect(link('Table #4')).toHaveAccessibleDescription('Active');

    expect(requestedParams(spy)[0]).toEqual({ page: '0', size: '12' });
    expect(screen.getByRole('combobox', { name: 'Per page' })).toHaveValue('12');
    expect(
      within(screen.getByRole('combobox', { name: 'Per page' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['6', '12', '24', '48']);
  });

  it('goes to /table/{id} when a table is selected', async () => {
    serveTables();
    const { location } = renderChooser();
    await screen.findByText('Page 1 of 3');
    await userEvent.click(screen.getByRole('link', { name: 'Table 7' }));
    expect(location().pathname).toBe('/table/7');
  });

  it('pages with Prev and Next, never below the first nor past the last page', async () => {
    const spy = serveTables();
    renderChooser();
    await screen.findByText('Page 1 of 3');
    const prev = screen.getByRole('button', { name: 'Prev' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(prev).toBeDisabled();

    await userEvent.click(next);
    await screen.findByText('Table 13');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await userEvent.click(next);
    await screen.findByText('Table 25');
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(next).toBeDisabled();
    expect(prev).toBeEnabled();

    await userEvent.click(prev);
    await screen.findByText('Table 13');
    expect(requestedParams(spy).map((params) => params.page)).toEqual(['0', '1', '2', '1']);
  });

  it('starts again at page 1 with the chosen page size', async () => {
    const spy = serveTables();
    renderChooser();
    await screen.findByText('Page 1 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Per page' }), '6');
    await screen.findByText('Page 1 of 5');
    expect(requestedParams(spy).at(-1)).toEqual({ page: '0', size: '6' });
    expect(screen.getAllByRole('link')).toHaveLength(6);
  });

  it('moves back to the last page when the list shrank under the guest', async () => {
    let tables = TABLES;
    mockFetch(({ url }) => {
      const page = Number(new URL(url, 'http://localhost').searchParams.get('page'));
      const totalPages = Math.ceil(tables.length / 12);
      return ok({
        content: tables.slice(page * 12, page * 12 + 12),
        total_pages: totalPages,
        page_number: page,
      });
    });
    renderChooser();
    await screen.findByText('Page 1 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Table 13');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Table 25');
    tables = TABLES.slice(0, 10);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Page 1 of 1')).toBeInTheDocument();
    expect(await screen.findByText('Table 10')).toBeInTheDocument();
  });

  it('disables Prev, Next and Refresh while a page loads', async () => {
    let release = () => {};
    const serve = tablesHandler();
    mockFetch(async (call) => {
      if (call.url.includes('page=1')) await new Promise<void>((resolve) => (release = resolve));
      return serve(call);
    });
    renderChooser();
    await screen.findByText('Page 1 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    // The cards of page 1 stay on screen meanwhile.
    expect(screen.getByText('Table 1')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Table 13')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('debounces the search by 350 ms and returns to page 1', async () => {
    const spy = serveTables();
    renderChooser();
    await screen.findByText('Page 1 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Table 13');
    const callsBefore = spy.mock.calls.length;

    // Only the debounce decides when the request leaves; the clock moves only when told to.
    vi.useFakeTimers();
    fireEvent.change(screen.getByPlaceholderText('Search table name…'), { target: { value: 'Table' } });
    await act(() => vi.advanceTimersByTimeAsync(200));
    fireEvent.change(screen.getByPlaceholderText('Search table name…'), { target: { value: 'Table 3' } });
    await act(() => vi.advanceTimersByTimeAsync(TABLE_SEARCH_DEBOUNCE_MS - 1));
    expect(spy.mock.calls.length).toBe(callsBefore);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(requestedParams(spy).slice(callsBefore)).toEqual([
      { page: '0', size: '12', name_like: 'Table 3' },
    ]);
    // Lets the answer arrive while the clock is still ours.
    await act(() => vi.advanceTimersByTimeAsync(100));
    vi.useRealTimers();

    expect(screen.getByText('Table 30')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search tables' })).toHaveValue('Table 3');
  });

  it('says so when no table matches', async () => {
    serveTables();
    renderChooser();
    await screen.findByText('Page 1 of 3');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search tables' }), 'Terrace');
    // Typing, the debounce and the request: more than the default second on a busy machine.
    expect(await screen.findByText('No tables found.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it("shows the server's message, or 'Failed to load'", async () => {
    mockFetch(() => fail(400, 'Unknown filter'));
    renderChooser();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Unknown filter');
  });

  it("shows 'Error: Failed to load' when the server cannot be reached, and recovers on Refresh", async () => {
    let online = false;
    mockFetch(() => {
      if (!online) throw new TypeError('Failed to fetch');
      return ok([bench(1)]);
    });
    renderChooser();
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Error: Failed to load',
    );
    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Table 1')).toBeInTheDocument();
  }, 15_000);

  it('switches between grid and list, telling assistive technology which is on', async () => {
    serveTables();
    renderChooser();
    const grid = screen.getByRole('button', { name: 'Grid' });
    const list = screen.getByRole('button', { name: 'List' });
    expect(grid).toHaveAttribute('aria-pressed', 'true');
    expect(list).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(list);
    expect(list).toHaveAttribute('aria-pressed', 'true');
    expect(grid).toHaveAttribute('aria-pressed', 'false');
  });
});

import { PERMISSIONS } from '@tableside/shared/permissions';
import type { TSearchResult } from '@tableside/shared/search.schemas';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../auth/auth-session.service.ts';
import { ok, sessionData, testUser } from '../../test/fetch-mock.ts';
import { renderShell, shellApi, stubScreenWidth } from '../layout/admin-shell.test-helpers.tsx';
import { nextHighlight } from './search-highlight.ts';

const RESULTS: TSearchResult[] = [
  {
    type: 'configuration',
    id: 'MENU',
    title: 'Menu',
    subtitle: 'Menu settings',
    icon: 'settings-2',
    path: '/admin/configuration/menu',
  },
  {
    type: 'menu_item',
    id: 7,
    title: 'Latte',
    subtitle: 'Hot Drinks',
    icon: 'utensils-crossed',
    path: '/admin/menu?highlight=7',
  },
  {
    type: 'category',
    id: 2,
    title: 'Lattes',
    subtitle: '3 items',
    icon: 'folder-open',
    path: '/admin/menu?highlightCategory=2',
  },
  {
    type: 'table',
    id: 4,
    title: 'Table 4',
    subtitle: '4 seats',
    icon: 'table-2',
    path: '/admin/tables?highlight=4',
  },
];

function searchApi(answer: (term: string) => TSearchResult[] = () => RESULTS) {
  return shellApi({
    handle: (call) => {
      const url = new URL(call.url, 'http://localhost');
      if (url.pathname !== '/api/search') return undefined;
      return ok(answer(url.searchParams.get('q') ?? ''));
    },
  });
}

const searchCalls = (spy: ReturnType<typeof searchApi>) =>
  spy.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/search');

const box = () => screen.getByRole('combobox', { name: 'Search' });

beforeEach(() => {
  stubScreenWidth(1280);
  startSession(sessionData({ user: { ...testUser, roles: ['OWNER'], permissions: [...PERMISSIONS] } }));
});
afterEach(() => {
  endSession();
  vi.useRealTimers();
});

describe('nextHighlight', () => {
  it('moves down and up and wraps at both ends', () => {
    expect(nextHighlight(-1, 3, 'ArrowDown')).toBe(0);
    expect(nextHighlight(0, 3, 'ArrowDown')).toBe(1);
    expect(nextHighlight(2, 3, 'ArrowDown')).toBe(0);
    expect(nextHighlight(-1, 3, 'ArrowUp')).toBe(2);
    expect(nextHighlight(0, 3, 'ArrowUp')).toBe(2);
    expect(nextHighlight(2, 3, 'ArrowUp')).toBe(1);
    expect(nextHighlight(-1, 0, 'ArrowDown')).toBe(-1);
  });
});

describe('the global search box (spec admin 2)', () => {
  it('asks the server once, 300 ms after the last keystroke', async () => {
    const spy = searchApi();
    renderShell();
    await screen.findByRole('combobox', { name: 'Search' });
    vi.useFakeTimers();
    // Keystrokes as input events: userEvent's own delays would run on the faked clock too.
    fireEvent.focus(box());
    fireEvent.change(box(), { target: { value: 'lat' } });
    await act(() => vi.advanceTimersByTimeAsync(200));
    fireEvent.change(box(), { target: { value: 'latte' } });
    expect(screen.getByText('Searching…')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(searchCalls(spy)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(searchCalls(spy).map((url) => url.searchParams.get('q'))).toEqual(['latte']);
    expect(searchCalls(spy)[0]?.searchParams.get('lang')).toBe('en');
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });

  it('focuses the box with Ctrl+K or Cmd+K from anywhere', async () => {
    searchApi();
    const user = userEvent.setup();
    renderShell('/admin/orders');
    await screen.findByRole('combobox', { name: 'Search' });
    await user.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(box()).toHaveFocus());
    act(() => box().blur());
    await user.keyboard('{Meta>}k{/Meta}');
    await waitFor(() => expect(box()).toHaveFocus());
  });

  it('groups the results as Menu Items, Tables, Categories, Configurations', async () => {
    searchApi();
    const user = userEvent.setup();
    renderShell();
    await screen.findByRole('combobox', { name: 'Search' });
    await user.type(box(), 'lat');
    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    const groups = within(listbox).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-labelledby') && group.textContent)).toEqual([
      'Menu ItemsLatteHot Drinks',
      'TablesTable 44 seats',
      'CategoriesLattes3 items',
      'ConfigurationsMenuMenu settings',
    ]);
    expect(box()).toHaveAttribute('aria-expanded', 'true');
  });

  it('moves the highlight with the arrows, wrapping, and opens the highlighted result with Enter', async () => {
    searchApi();
    const user = userEvent.setup();
    const { location } = renderShell();
    await screen.findByRole('combobox', { name: 'Search' });
    await user.type(box(), 'lat');
    await screen.findByRole('listbox');
    const options = () => screen.getAllByRole('option');
    const active = () => document.getElementById(box().getAttribute('aria-activedescendant') ?? '');
    expect(box()).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(active()).toBe(options()[0]);
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(active()).toHaveTextContent('Menu settings');
    await user.keyboard('{ArrowDown}');
    expect(active()).toHaveTextContent('Latte');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toHaveTextContent('Lattes');

    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Menu page' })).toBeInTheDocument();
    expect(location().pathname + location().search).toBe('/admin/menu?highlightCategory=2');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).toHaveValue('');
  });

  it('Enter without a highlight opens the first result; a click opens any', async () => {
    searchApi();
    const user = userEvent.setup();
    const { location } = renderShell();
    await screen.findByRole('combobox', { name: 'Search' });
    await user.type(box(), 'lat');
    await screen.findByRole('listbox');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location().search).toBe('?highlight=7'));

    await user.type(box(), 'tab');
    await user.click(await screen.findByRole('option', { name: /Table 4/ }));
    await waitFor(() => expect(location().pathname + location().search).toBe('/admin/tables?highlight=4'));
  });

  it('closes with Escape and with a click outside, and reopens on typing', async () => {
    searchApi();
    const user = userEvent.setup();
    renderShell();
    await screen.findByRole('combobox', { name: 'Search' });
    await user.type(box(), 'lat');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).toHaveFocus();
    await user.keyboard('e');
    await screen.findByRole('listbox');
    await user.click(screen.getByText('Admin Panel'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('closes 200 ms after the box loses focus', async () => {
    searchApi();
    const user = userEvent.setup();
    renderShell();
    await screen.findByRole('combobox', { name: 'Search' });
    await user.type(box(), 'lat');
    await screen.findByRole('listbox');
    act(() => box().blur());
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  });

  it("says 'No results found' and 'Try a different search term' when nothing matches", async () => {
    searchApi(() => []);
    const user = userEvent.setup();
    renderShell();
    await screen.findByRole('combobox', { name: 'Search' });
    await user.click(box());
    expect(screen.getByText('Start typing to search...')).toBeInTheDocument();
    await user.type(box(), 'zzz');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(screen.getByText('Try a different search term')).toBeInTheDocument();
  });
});

import { TAG_GROUP_NAMES } from '@tableside/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { Link, type TRouteObject } from '../../lib/router/router.tsx';
import en from '../../locales/en.json';
import { fail, mockFetch, ok } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { CustomerLayout } from '../layout/customer-layout.tsx';
import { menuQueries } from '../menu-data/menu.queries.ts';
import { AccessibilityPage } from './accessibility.page.tsx';
import { PREFERENCES_STORAGE_KEY, resetPreferences } from './preferences.store.ts';

const tag = (id: number, name: string, tag_type: string) => ({
  id,
  name,
  tag_type,
  group_name: '',
  color: null,
  icon_name: null,
  featured: false,
  warning_message: null,
});

const MENU = {
  categories: [],
  featured_items: [],
  tags: [tag(1, 'Vegan', 'DIETARY'), tag(2, 'Gluten', 'ALLERGEN'), tag(3, 'Vegetarian', 'DIETARY')],
  within_service_hours: true,
};

/** Table 4's location menu, as its menu screen has loaded it. */
const TABLE_MENU = { ...MENU, tags: [tag(1, 'Vegan', 'DIETARY')] };
const TABLE_MENU_URL = '/api/public/menu?bench_id=4&customizations=separate';

function TableMenu() {
  const menu = useQuery(menuQueries.publicMenu(4));
  return <h1>{menu.data ? 'Menu' : 'Loading'}</h1>;
}

const routes: TRouteObject[] = [
  {
    element: <CustomerLayout />,
    children: [
      { path: '/accessibility', element: <AccessibilityPage /> },
      { path: '/table/:tableId/menu', element: <TableMenu /> },
      { path: '/welcome', element: <h1>Welcome</h1> },
    ],
  },
  { path: '/admin', element: <Link to="/accessibility">Back to guests</Link> },
];

function serveMenu() {
  return mockFetch(({ url }) => {
    if (url === '/api/public/menu?customizations=separate') return ok(MENU);
    return url === TABLE_MENU_URL ? ok(TABLE_MENU) : fail(404, 'Not found');
  });
}

const root = document.documentElement;

beforeEach(() => resetPreferences());

describe('accessibility settings (spec customer 3, DESIGN.md section 5)', () => {
  it('applies each preference to the whole document at once and stores it', async () => {
    serveMenu();
    renderRoute(routes, '/accessibility');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Accessibility Settings' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Medium' })).toBeChecked();

    await userEvent.click(screen.getByRole('radio', { name: 'Extra large' }));
    expect(root).toHaveAttribute('data-font-size', 'extra-large');
    await userEvent.click(screen.getByRole('switch', { name: 'High contrast' }));
    expect(root).toHaveAttribute('data-contrast', 'high');
    await userEvent.click(screen.getByRole('switch', { name: 'Reduce motion' }));
    expect(root).toHaveAttribute('data-reduced-motion', 'true');
    await userEvent.click(screen.getByRole('radio', { name: 'Green-weak (deuteranopia)' }));
    expect(root).toHaveAttribute('data-color-blind', 'deuteranopia');

    expect(JSON.parse(localStorage.getItem(PREFERENCES_STORAGE_KEY) ?? '{}')).toEqual({
      preferredTags: [],
      fontSize: 'extra-large',
      highContrast: true,
      colorBlindMode: 'deuteranopia',
      reducedMotion: true,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    for (const name of ['data-font-size', 'data-contrast', 'data-reduced-motion', 'data-color-blind'])
      expect(root).not.toHaveAttribute(name);
    expect(screen.getByRole('radio', { name: 'Medium' })).toBeChecked();
  });

  it('offers the menu tags grouped by tag group as chips', async () => {
    serveMenu();
    renderRoute(routes, '/accessibility');
    const dietary = await screen.findByRole('group', { name: 'Dietary Preference' });
    expect(
      within(dietary)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Vegan', 'Vegetarian']);
    expect(screen.getByRole('group', { name: 'Allergen Information' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Spiciness Level' })).not.toBeInTheDocument();

    const vegan = within(dietary).getByRole('button', { name: 'Vegan' });
    await userEvent.click(vegan);
    expect(vegan).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem(PREFERENCES_STORAGE_KEY) ?? '{}').preferredTags).toEqual([1]);
    await userEvent.click(vegan);
    expect(vegan).toHaveAttribute('aria-pressed', 'false');
  });

  it("offers the tags of the table's menu the guest came from, without asking for it again", async () => {
    const fetch = serveMenu();
    renderRoute(routes, '/table/4/menu');
    expect(await screen.findByRole('heading', { name: 'Menu' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Accessibility settings' }));
    const dietary = await screen.findByRole('group', { name: 'Dietary Preference' });
    expect(
      within(dietary)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Vegan']);
    const menuRequests = fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/menu'));
    expect(menuRequests).toEqual([TABLE_MENU_URL]);
  });

  it("names the groups with the spec's tag group names", () => {
    expect(en.guest.accessibility.tagGroups).toEqual(TAG_GROUP_NAMES);
  });

  it('says when the tags cannot be loaded', async () => {
    mockFetch(() => fail(404, 'Not found'));
    renderRoute(routes, '/accessibility');
    expect(await screen.findByRole('alert')).toHaveTextContent('The tags could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('leads back to where the guest came from', async () => {
    serveMenu();
    const { location } = renderRoute(routes, '/table/4/menu');
    await userEvent.click(await screen.findByRole('link', { name: 'Accessibility settings' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Back' }));
    expect(location().pathname).toBe('/table/4/menu');
  });

  it('leads back to the welcome page when opened directly', async () => {
    serveMenu();
    renderRoute(routes, '/accessibility');
    expect(await screen.findByRole('link', { name: 'Back' })).toHaveAttribute('href', '/welcome');
  });

  it('keeps the preferences to the customer side', async () => {
    serveMenu();
    const { navigate } = renderRoute(routes, '/accessibility');
    await userEvent.click(await screen.findByRole('radio', { name: 'Large' }));
    expect(root).toHaveAttribute('data-font-size', 'large');
    expect(root).toHaveAttribute('data-guest');

    await navigate('/admin');
    expect(await screen.findByRole('link', { name: 'Back to guests' })).toBeInTheDocument();
    expect(root).not.toHaveAttribute('data-font-size');
    expect(root).not.toHaveAttribute('data-guest');
  });
});

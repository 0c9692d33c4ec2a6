import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '../../auth/auth-session.service.ts';
import { mockFetch, ok, type TFetchCall } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { toast } from '../../ui/toast.ts';
import { STAFF_SETTINGS_PATH, staffSettings } from '../staff-settings/staff-settings.test-fixtures.ts';
import { MenuPage } from './menu.page.tsx';
import { category, menuItem, signInKitchen, signInMenuStaff, tag, typedTags } from './menu.test-fixtures.ts';

const STEP_TIMEOUT_MS = 15_000;
vi.mock('../../ui/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const CATEGORIES = [category(1, 'Coffee'), category(2, 'Cakes', { item_count: 1 })];
const ITEMS: Record<number, ReturnType<typeof menuItem>[]> = {
  1: [menuItem(11, 'Espresso', 1), menuItem(12, 'Latte', 1, { basic_price: 4, sort_order: 1 })],
  2: [menuItem(21, 'Cheesecake', 2, { is_visible: false })],
};

function serveMenu(settings = staffSettings()) {
  const calls: TFetchCall[] = [];
  const items = structuredClone(ITEMS);
  mockFetch((call) => {
    calls.push(call);
    const { pathname, searchParams } = new URL(call.url, 'http://localhost');
    if (pathname === STAFF_SETTINGS_PATH) return ok(settings);
    if (pathname === '/api/menu-categories' && call.method === 'GET') return ok(CATEGORIES);
    if (pathname === '/api/menu-categories' && call.method === 'POST')
      return ok(category(3, String((call.body as { name: string }).name)), 'Created');
    if (pathname === '/api/menu-items/full') {
      const id = Number(searchParams.get('id'));
      const found = Object.values(items)
        .flat()
        .filter((item) => item.id === id);
      return ok(found.map((item) => ({ ...item, customizations: [] })));
    }
    if (pathname === '/api/menu-items' && call.method === 'GET') {
      return ok(items[Number(searchParams.get('category_id'))] ?? []);
    }
    const toggle = /^\/api\/menu-items\/(\d+)\/toggle-availability$/.exec(pathname);
    if (toggle) {
      const item = Object.values(items)
        .flat()
        .find((i) => i.id === Number(toggle[1]));
      if (item) item.is_available = !item.is_available;
      return ok(item);
    }
    if (pathname === '/api/item-tags/typed-tags')
      return ok(typedTags([tag(5, 'Vegan'), tag(6, 'Nuts', { tag_type: 'ALLERGEN' })]));
    if (pathname === '/api/menu-item-tags/bulk-update') return ok({ items: [] });
    return ok({});
  });
  const sent = (method: string, path: string | RegExp) =>
    calls.filter((call) => {
      const { pathname } = new URL(call.url, 'http://localhost');
      return call.method === method && (typeof path === 'string' ? pathname === path : path.test(pathname));
    });
  return { calls, sent };
}

function renderMenu(path = '/admin/menu') {
  return renderRoute(
    [
      { path: '/admin/menu', element: <MenuPage /> },
      { path: '/admin/menu/items/:itemId', element: <p>Item editor</p> },
      { path: '/admin/menu/tags', element: <p>Tags screen</p> },
    ],
    path,
  );
}

afterEach(() => endSession());

describe('menu screen', { timeout: STEP_TIMEOUT_MS }, () => {
  it('lists categories with item counts and the selected category’s items', async () => {
    signInMenuStaff();
    serveMenu();
    const user = userEvent.setup();
    const { location } = renderMenu();

    const list = await screen.findByRole('list', { name: 'Categories' });
    expect(within(list).getByRole('button', { name: /Coffee\s*2 items/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(await screen.findByRole('link', { name: 'Espresso' })).toHaveAttribute(
      'href',
      '/admin/menu/items/11',
    );
    expect(screen.getByText('€4.00')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: /^Cakes/ }));
    expect(await screen.findByRole('link', { name: 'Cheesecake' })).toBeInTheDocument();
    expect(location().search).toBe('?category=2');
    expect(screen.getByRole('link', { name: 'New item' })).toHaveAttribute(
      'href',
      '/admin/menu/items/new?category=2',
    );
  });

  it('switches an item off at once and says so', async () => {
    signInMenuStaff();
    const { sent } = serveMenu();
    const user = userEvent.setup();
    renderMenu();

    const espresso = await screen.findByRole('switch', { name: 'Espresso available' });
    await user.click(espresso);
    await waitFor(() => expect(espresso).toHaveAttribute('aria-checked', 'false'));
    await waitFor(() => expect(sent('PATCH', '/api/menu-items/11/toggle-availability')).toHaveLength(1));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Availability of Espresso changed'));
  });

  it('deletes an item only after confirmation', async () => {
    signInMenuStaff();
    const { sent } = serveMenu();
    const user = userEvent.setup();
    renderMenu();

    await user.click(await screen.findByRole('button', { name: 'Delete Latte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Latte?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent('DELETE', /menu-items/)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Latte' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent('DELETE', '/api/menu-items/12')).toHaveLength(1));
    expect(toast.success).toHaveBeenCalledWith('Item deleted successfully');
  });

  it('creates a category from the dialog', async () => {
    signInMenuStaff();
    const { sent } = serveMenu();
    const user = userEvent.setup();
    renderMenu();

    await user.click(await screen.findByRole('button', { name: 'New category' }));
    const dialog = await screen.findByRole('dialog', { name: 'New category' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'Breakfast');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('POST', '/api/menu-categories')).toHaveLength(1));
    expect(sent('POST', '/api/menu-categories')[0]?.body).toEqual({
      name: 'Breakfast',
      description: null,
      time_availability: null,
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Category created successfully'));
  });

  it('selects, flashes and then forgets a highlighted item', async () => {
    signInMenuStaff();
    serveMenu();
    const { location } = renderMenu('/admin/menu?highlight=21');

    const link = await screen.findByRole('link', { name: 'Cheesecake' });
    await waitFor(() => expect(link.closest('li')).toHaveClass('menu-flash'));
    await waitFor(() => expect(location().search).toBe('?category=2'));
  });

  it('changes tags of the selected items in one call', async () => {
    signInMenuStaff();
    const { sent } = serveMenu();
    const user = userEvent.setup();
    renderMenu();

    await user.click(await screen.findByRole('checkbox', { name: 'Select Espresso' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Latte' }));
    expect(screen.getByText('2 items selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change tags' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tags of 2 items' });
    await user.selectOptions(await within(dialog).findByLabelText('Vegan'), 'Add');
    await user.selectOptions(within(dialog).getByLabelText('Nuts'), 'Remove');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(sent('POST', '/api/menu-item-tags/bulk-update')).toHaveLength(1));
    expect(sent('POST', '/api/menu-item-tags/bulk-update')[0]?.body).toEqual({
      menuItemIds: [11, 12],
      tagsToAdd: [5],
      tagsToRemove: [6],
    });
  });

  it('shows the menu without editing controls to staff who may only read it', async () => {
    signInMenuStaff([]);
    serveMenu();
    renderMenu();

    expect(await screen.findByRole('link', { name: 'Espresso' })).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New category' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New item' })).not.toBeInTheDocument();
  });
});

describe('menu screen for the kitchen (USER_PERMISSIONS.KITCHEN_CAN_TOGGLE_ITEMS)', {
  timeout: STEP_TIMEOUT_MS,
}, () => {
  it('offers the kitchen only the items’ "Available" switch while the setting is on', async () => {
    signInKitchen();
    const { sent } = serveMenu(staffSettings({ kitchen_can_toggle_items: true }));
    const user = userEvent.setup();
    renderMenu();

    const espresso = await screen.findByRole('switch', { name: 'Espresso available' });
    expect(screen.getAllByRole('switch').map((s) => s.getAttribute('aria-label'))).toEqual([
      'Espresso available',
      'Latte available',
    ]);
    // Everything else stays read-only.
    expect(screen.queryByRole('switch', { name: /visible/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Category of / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New item' })).not.toBeInTheDocument();

    await user.click(espresso);
    await waitFor(() => expect(sent('PATCH', '/api/menu-items/11/toggle-availability')).toHaveLength(1));
    await waitFor(() => expect(espresso).toHaveAttribute('aria-checked', 'false'));
  });

  it('offers the kitchen nothing while the setting is off', async () => {
    signInKitchen();
    const { sent } = serveMenu(staffSettings({ kitchen_can_toggle_items: false }));
    renderMenu();

    expect(await screen.findByRole('link', { name: 'Espresso' })).toBeInTheDocument();
    await waitFor(() => expect(sent('GET', STAFF_SETTINGS_PATH)).toHaveLength(1));
    // Past the settings' answer, not only before it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});

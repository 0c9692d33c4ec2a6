import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TGuestSettings } from '../../lib/responses/branding.response.ts';
import { mockFetch, ok } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { seedSettings } from '../guest-settings.test-fixtures.ts';
import { MenuPage } from './menu.page.tsx';
import { BROWNIE, CURRY, LATTE, menuResponse, testMenu } from './menu.test-fixtures.ts';

vi.mock('../../ui/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const PICTURED = testMenu({
  categories: [
    {
      ...testMenu().categories[0]!,
      items: [
        { ...LATTE, image_url: '/uploads/latte.jpg', preparation_time: 5 },
        { ...BROWNIE, preparation_time: null },
      ],
    },
  ],
  featured_items: [
    { ...CURRY, image_url: '/uploads/curry.jpg' },
    { ...LATTE, id: 99, name: 'Iced Latte' },
  ],
});

async function renderMenu(settings: Partial<TGuestSettings>, path = '/table/3/menu') {
  mockFetch(({ url }) => menuResponse(url, PICTURED) ?? ok({}));
  const view = renderRoute([{ path: '/table/:tableId/menu', element: <MenuPage /> }], path);
  seedSettings(view.queryClient, settings);
  await screen.findByRole('heading', { name: 'Coffee' });
  return view;
}

describe('menu settings (issue 10)', () => {
  it('shows by default pictures, preparation times, allergen warnings, featured items and a grid', async () => {
    const { container } = await renderMenu({});
    expect(screen.queryByText(/not taking orders/)).not.toBeInTheDocument();
    expect(container.querySelector('img[src="/uploads/latte.jpg"]')).toBeInTheDocument();
    expect(screen.getByText('5 min')).toBeInTheDocument();
    expect(screen.getByText('15-20 min')).toBeInTheDocument();
    expect(screen.getByText(/Contains nuts\. Please tell/)).toBeInTheDocument();
    const featured = screen.getByRole('region', { name: 'Featured' });
    expect(within(featured).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Coffee' }).querySelector('ul')).toHaveClass('grid-cols-2');
  });

  it('tells the guest that ordering is paused (OPERATIONS.ACCEPT_ORDERS off)', async () => {
    await renderMenu({ accept_orders: false });
    expect(
      screen.getByText('We are not taking orders right now. Please ask a member of staff.'),
    ).toBeInTheDocument();
  });

  it('hides pictures (not downloaded), preparation times and allergen warnings when turned off', async () => {
    const { container } = await renderMenu({
      show_item_images: false,
      show_preparation_time: false,
      show_allergen_warnings: false,
    });
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByText('5 min')).not.toBeInTheDocument();
    expect(screen.queryByText('15-20 min')).not.toBeInTheDocument();
    expect(screen.queryByText(/Contains nuts\. Please tell/)).not.toBeInTheDocument();
  });

  it('shows the allergen warnings in the item dialog too, and there as well only while they are on', async () => {
    const user = userEvent.setup();
    const shown = await renderMenu({});
    await user.click(screen.getByRole('button', { name: 'Walnut Brownie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Walnut Brownie' });
    expect(within(dialog).getByText(/Contains nuts\. Please tell/)).toBeInTheDocument();
    shown.unmount();

    await renderMenu({ show_allergen_warnings: false });
    await user.click(screen.getByRole('button', { name: 'Walnut Brownie' }));
    const hidden = await screen.findByRole('dialog', { name: 'Walnut Brownie' });
    expect(within(hidden).getByText('Contains Nuts')).toBeInTheDocument();
    expect(within(hidden).queryByText(/Contains nuts\. Please tell/)).not.toBeInTheDocument();
  });

  it("uses the restaurant's preparation label, list layout and featured limit", async () => {
    await renderMenu({ preparation_label: 'About 10 min', menu_layout: 'LIST', featured_items_limit: 1 });
    expect(screen.getByText('About 10 min')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Coffee' }).querySelector('ul')).not.toHaveClass('grid-cols-2');
    const featured = screen.getByRole('region', { name: 'Featured' });
    expect(within(featured).getAllByRole('listitem')).toHaveLength(1);
  });

  it('hides the featured row when the limit is 0', async () => {
    await renderMenu({ featured_items_limit: 0 });
    expect(screen.queryByRole('region', { name: 'Featured' })).not.toBeInTheDocument();
  });

  it('offers a shared cart only while shared carts are allowed', async () => {
    const allowed = await renderMenu({}, '/table/3/menu?together=1');
    expect(await screen.findByRole('button', { name: 'Start a shared cart' })).toBeInTheDocument();
    allowed.unmount();
    await renderMenu({ allow_shared_carts: false }, '/table/3/menu?together=1');
    expect(screen.queryByRole('button', { name: 'Start a shared cart' })).not.toBeInTheDocument();
  });
});

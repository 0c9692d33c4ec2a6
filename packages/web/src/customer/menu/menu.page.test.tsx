import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { toast } from '../../ui/toast.ts';
import { cartStorageKey } from '../cart/cart-storage.ts';
import { MenuPage } from './menu.page.tsx';
import { menuResponse, testMenu } from './menu.test-fixtures.ts';

vi.mock('../../ui/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

function renderMenu(menu = testMenu()) {
  mockFetch(({ url }) => menuResponse(url, menu) ?? ok({}));
  const view = renderRoute([{ path: '/table/:tableId/menu', element: <MenuPage /> }], '/table/3/menu');
  return { ...view, user: userEvent.setup() };
}

describe('MenuPage', () => {
  beforeEach(() => vi.clearAllMocks());

  it('lists categories and items with prices, tags, allergen warnings and unavailable reasons', async () => {
    renderMenu();
    expect(await screen.findByRole('heading', { name: 'Coffee' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Menu categories' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Featured', 'Coffee', 'Food']);
    const food = screen.getByRole('region', { name: 'Food' });
    expect(within(food).getByText('€3.50')).toBeInTheDocument();
    expect(
      within(food).getByText('Contains nuts. Please tell our staff about any allergies.'),
    ).toBeInTheDocument();
    expect(within(food).getByText('Not available on Monday')).toBeInTheDocument();
    expect(within(food).getByRole('button', { name: 'Add Crème Salad' })).toBeDisabled();
  });

  it('searches instantly and filters by tags', async () => {
    const { user } = renderMenu();
    await user.type(await screen.findByRole('searchbox', { name: 'Search the menu' }), 'walnut');
    expect(screen.getByRole('status')).toHaveTextContent('1 item found');
    expect(screen.getByRole('button', { name: 'Walnut Brownie' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Latte' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    // The filter panel loads on its first opening.
    await user.click(await screen.findByRole('button', { name: 'Contains Nuts' }));
    expect(screen.getByRole('button', { name: 'Contains Nuts' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: 'Walnut Brownie' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Spicy' }));
    expect(screen.getByRole('status')).toHaveTextContent('1 item found');
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeInTheDocument();
  });

  it('leaves what the guest types in the search as typed: no spellcheck, autocorrect or capitals', async () => {
    renderMenu();
    const search = await screen.findByRole('searchbox', { name: 'Search the menu' });
    expect(search).toHaveAttribute('spellcheck', 'false');
    expect(search).toHaveAttribute('autocorrect', 'off');
    expect(search).toHaveAttribute('autocapitalize', 'off');
  });

  it('hides the featured row while searching and shows the same row again once the search is cleared', async () => {
    const { user } = renderMenu();
    const featured = await screen.findByRole('region', { name: 'Featured' });
    await user.type(screen.getByRole('searchbox', { name: 'Search the menu' }), 'latte');
    expect(screen.queryByRole('region', { name: 'Featured' })).not.toBeInTheDocument();
    expect(featured).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    // The same element: clearing the search does not make the row's cards anew.
    expect(screen.getByRole('region', { name: 'Featured' })).toBe(featured);
    expect(featured).toBeVisible();
  });

  it('marks the chip of the category chosen, and the first chip once a search leaves that category out', async () => {
    // jsdom does not scroll; the chip scrolls its section into view.
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      const { user } = renderMenu();
      const nav = await screen.findByRole('navigation', { name: 'Menu categories' });
      const chip = (name: string) => within(nav).getByRole('link', { name });
      expect(chip('Featured')).toHaveAttribute('aria-current', 'true');

      await user.click(chip('Food'));
      expect(chip('Food')).toHaveAttribute('aria-current', 'true');
      expect(chip('Featured')).not.toHaveAttribute('aria-current');
      expect(scrollIntoView).toHaveBeenCalledTimes(1);

      await user.type(screen.getByRole('searchbox', { name: 'Search the menu' }), 'latte');
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Coffee']);
      expect(chip('Coffee')).toHaveAttribute('aria-current', 'true');
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });

  it('scrolls smoothly to a category near the screen and jumps to a far one', async () => {
    // jsdom lays nothing out: the sections report where the test puts them.
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const top = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    try {
      const { user } = renderMenu();
      const nav = await screen.findByRole('navigation', { name: 'Menu categories' });
      top.mockReturnValue({ top: window.innerHeight } as DOMRect);
      await user.click(within(nav).getByRole('link', { name: 'Food' }));
      expect(scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'smooth', block: 'start' });
      // Further than two screens: smooth scrolling would render a big menu's slices on the way.
      top.mockReturnValue({ top: 3 * window.innerHeight } as DOMRect);
      await user.click(within(nav).getByRole('link', { name: 'Coffee' }));
      expect(scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'auto', block: 'start' });
    } finally {
      top.mockRestore();
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });

  it('adds to the table cart, shows the cart and removes at quantity 0', async () => {
    const { user } = renderMenu();
    await user.click(await screen.findByRole('button', { name: 'Add Green Curry' }));
    expect(toast.success).toHaveBeenCalledWith('Added to cart', { description: '1 × Green Curry' });

    await user.click(screen.getByRole('button', { name: 'Add Latte' }));
    // The item dialog and the cart drawer load on first opening, so they are awaited.
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Latte' })).getByRole('button', {
        name: 'Add to cart',
      }),
    );
    await user.click(screen.getByRole('button', { name: /View cart/ }));

    const cart = await screen.findByRole('dialog', { name: 'Your cart' });
    expect(within(cart).getByText('Size: Medium')).toBeInTheDocument();
    // 12.00 + 4.50, 8 % tax
    expect(within(cart).getByText('€16.50')).toBeInTheDocument();
    expect(within(cart).getByText('€1.32')).toBeInTheDocument();
    expect(within(cart).getByText('€17.82')).toBeInTheDocument();
    expect(within(cart).getByRole('link', { name: 'Go to checkout' })).toHaveAttribute(
      'href',
      '/table/3/checkout',
    );

    await user.click(within(cart).getByRole('button', { name: 'One less Green Curry' }));
    expect(toast.success).toHaveBeenLastCalledWith('Removed from cart');
    await user.click(within(cart).getByRole('button', { name: 'Remove Latte' }));
    expect(within(cart).getByText('Your cart is empty')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(cartStorageKey(3)) ?? '{}').items).toEqual([]);
  });

  it('marks stored lines the menu no longer offers and blocks checkout', async () => {
    localStorage.setItem(
      cartStorageKey(3),
      JSON.stringify({
        sessionId: 's',
        tableId: 3,
        lastUpdated: '2026-01-01T00:00:00.000Z',
        items: [
          {
            id: 'a',
            menuItemId: 999,
            menuItemName: 'Old Cake',
            quantity: 1,
            unitPrice: 3,
            customizationPrice: 0,
            totalPrice: 3,
            customizations: [],
            specialInstructions: '',
            addedAt: '2026-01-01T00:00:00.000Z',
          },
        ],
      }),
    );
    const { user } = renderMenu();
    await user.click(await screen.findByRole('button', { name: /View cart/ }));
    const cart = await screen.findByRole('dialog', { name: 'Your cart' });
    expect(within(cart).getByText('Item no longer available on menu')).toBeInTheDocument();
    expect(within(cart).getByRole('alert')).toHaveTextContent('Some items can no longer be ordered.');
    expect(within(cart).getByRole('button', { name: 'Go to checkout' })).toBeDisabled();
    await user.click(within(cart).getByRole('button', { name: 'Clear cart' }));
    await waitFor(() => expect(within(cart).getByText('Your cart is empty')).toBeInTheDocument());
  });
});

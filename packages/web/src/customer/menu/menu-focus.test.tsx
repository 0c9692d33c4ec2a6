import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { MenuPage } from './menu.page.tsx';
import { menuResponse, testMenu } from './menu.test-fixtures.ts';

vi.mock('../../ui/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

/** The menu in the guest layout's main region, with the keyboard on `name` (a button), as after Tabs. */
async function menuWithFocusOn(name: string) {
  mockFetch(({ url }) => menuResponse(url, testMenu()) ?? ok({}));
  renderRoute(
    [
      {
        path: '/table/:tableId/menu',
        element: (
          <main>
            <MenuPage />
          </main>
        ),
      },
    ],
    '/table/3/menu',
  );
  const button = await screen.findByRole('button', { name });
  act(() => button.focus());
  return { user: userEvent.setup(), button };
}

describe('focus around the guest dialogs (issue 41)', { timeout: 30_000 }, () => {
  it('the item dialog starts on its title and gives focus back to the item after Escape and Add to cart', async () => {
    const { user, button } = await menuWithFocusOn('Latte');
    await user.keyboard('{Enter}');
    // The dialog's chunk loads on first opening: slow on a busy machine.
    const dialog = await screen.findByRole('dialog', { name: 'Latte' }, { timeout: 15_000 });
    const title = within(dialog).getByRole('heading', { name: 'Latte' });
    // On the title, not the first option: the choices may begin far down, under the picture.
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAttribute('tabindex', '-1');
    await within(dialog).findByRole('button', { name: 'Add to cart' });
    // The form replaced the loading state, title and all; focus is on the new title.
    expect(within(dialog).getByRole('heading', { name: 'Latte' })).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());

    await user.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Latte' });
    act(() => within(again).getByRole('button', { name: 'Add to cart' }).focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('sends focus to the cart button when the item that opened the dialog has gone', async () => {
    const { user, button } = await menuWithFocusOn('Latte');
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Latte' });
    act(() => within(dialog).getByRole('button', { name: 'Add to cart' }).focus());
    // The item's card goes (as when the menu changes live) before the dialog closes.
    button.remove();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: /View cart/ })).toHaveFocus());
  });

  it('the cart gives focus back to the cart bar, or to the menu heading once emptied', async () => {
    const { user } = await menuWithFocusOn('Add Green Curry');
    await user.keyboard('{Enter}');
    const cartBar = screen.getByRole('button', { name: /View cart/ });
    act(() => cartBar.focus());
    await user.keyboard('{Enter}');
    const cart = await screen.findByRole('dialog', { name: 'Your cart' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(cart).not.toBeInTheDocument());
    await waitFor(() => expect(cartBar).toHaveFocus());

    await user.keyboard('{Enter}');
    const reopened = await screen.findByRole('dialog', { name: 'Your cart' });
    await user.click(within(reopened).getByRole('button', { name: 'Clear cart' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(reopened).not.toBeInTheDocument());
    // The bar left with the last line.
    const heading = screen.getByRole('heading', { level: 1, name: 'Menu' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });
});

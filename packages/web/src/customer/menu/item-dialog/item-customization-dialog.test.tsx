import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockFetch } from '../../../test/fetch-mock.ts';
import { BROWNIE, LATTE, menuResponse, TAGS, type TTestMenuItem, testMenu } from '../menu.test-fixtures.ts';
import { ItemCustomizationDialog } from './item-customization-dialog.tsx';

/** The dialog over a menu of this item; its customizations come from the API, as the menu leaves them out. */
function renderDialog(item: TTestMenuItem = LATTE, { serve = true } = {}) {
  const menu = testMenu({ categories: [{ ...testMenu().categories[0]!, items: [item] }] });
  const fetch = mockFetch(({ url }) => (serve ? menuResponse(url, menu) : undefined) ?? fail(503, 'Down'));
  const onConfirm = vi.fn(() => undefined);
  const onOpenChange = vi.fn();
  // Prices read the restaurant's currency from the branding query; unanswered here, so euros.
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ItemCustomizationDialog
        item={item}
        open
        onOpenChange={onOpenChange}
        onConfirm={onConfirm}
        tags={Object.values(TAGS)}
      />
    </QueryClientProvider>,
  );
  return { fetch, onConfirm, onOpenChange, user: userEvent.setup() };
}

const customizationCalls = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/public/menu'));

/** The form is there once the item's customizations have arrived. */
const formReady = () => screen.findByRole('button', { name: 'Add to cart' });

const total = () => screen.getByRole('status', { hidden: true, name: '' });

describe('ItemCustomizationDialog', () => {
  it('shows the item, preselects defaults and prices the choice live', async () => {
    const { user, fetch } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Latte' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading the choices…');
    await formReady();
    expect(customizationCalls(fetch)).toEqual(['/api/public/menu/customizations?items=10']);
    expect(within(dialog).getByText('Espresso with steamed milk')).toBeInTheDocument();
    expect(within(dialog).getByText('15-20 min')).toBeInTheDocument();
    expect(within(dialog).getByText('Vegan')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Medium/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Large portion/ })).not.toBeChecked();
    expect(screen.getByText('+30%')).toBeInTheDocument();
    expect(total()).toHaveTextContent('€4.50');

    await user.click(screen.getByRole('radio', { name: /^Large \+€1\.00/ }));
    await user.click(screen.getByRole('radio', { name: /Large portion/ }));
    await user.click(screen.getByRole('checkbox', { name: /Extra Shot/ }));
    expect(total()).toHaveTextContent('€7.00');
    await user.click(screen.getByRole('button', { name: 'One more' }));
    expect(total()).toHaveTextContent('€14.00');
  });

  it('offers a dependent customization only with its option, and enforces required ones', async () => {
    const { user, onConfirm, onOpenChange } = renderDialog();
    await formReady();
    expect(screen.queryByRole('combobox', { name: /Art Style/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Latte Art/ }));
    const artStyle = screen.getByRole('combobox', { name: /Art Style/ });

    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByText('Art Style is required')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please complete the required choices.');
    expect(artStyle).toHaveFocus();
    expect(artStyle).toHaveAttribute('aria-invalid', 'true');

    await user.selectOptions(artStyle, 'Tulip  +€0.25');
    await user.type(screen.getByRole('textbox', { name: 'Special instructions' }), ' oat please ');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onConfirm).toHaveBeenCalledWith(
      expect.objectContaining({ id: LATTE.id, customizations: LATTE.customizations }),
      { 1: { optionIds: [12] }, 2: { optionIds: [21] }, 3: { optionIds: [33] }, 4: { optionIds: [42] } },
      1,
      'oat please',
    );
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('makes a radio group one Tab stop, on its chosen option, also when Tab wraps round the dialog', async () => {
    const { user } = renderDialog();
    await formReady();
    const stops = () =>
      screen
        .getAllByRole('radio')
        .filter((radio) => radio.tabIndex === 0)
        .map((radio) => radio.closest('label')?.textContent);
    expect(stops()).toEqual(['Medium +€0.50', 'Regular']);

    await user.click(screen.getByRole('radio', { name: /^Large \+€1\.00/ }));
    expect(stops()).toEqual(['Large +€1.00', 'Regular']);
    act(() => screen.getByRole('heading', { name: 'Latte' }).focus());
    await user.tab();
    expect(screen.getByRole('radio', { name: /^Large \+€1\.00/ })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Regular' })).toHaveFocus();

    // From the dialog's last control, the focus trap goes round to the first stop: the chosen size.
    act(() => screen.getByRole('button', { name: 'Close' }).focus());
    await user.tab();
    expect(screen.getByRole('radio', { name: /^Large \+€1\.00/ })).toHaveFocus();
  });

  it('lets a required SELECT be unanswered only until adding', async () => {
    const item = {
      ...LATTE,
      customizations: LATTE.customizations.map((c) => ({
        ...c,
        options: c.options.map((o) => ({ ...o, default_option: false })),
      })),
    };
    const { user, onConfirm } = renderDialog(item);
    await user.click(await formReady());
    expect(screen.getByText('Size is required')).toBeInTheDocument();
    expect(screen.getByText('Portion is required')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Small' })).toHaveFocus();
    // Nothing chosen: the group's Tab stop is its first option.
    expect(screen.getByRole('radio', { name: 'Small' }).tabIndex).toBe(0);
    expect(screen.getByRole('radio', { name: /^Medium/ }).tabIndex).toBe(-1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows why an unavailable item cannot be added', async () => {
    renderDialog({ ...LATTE, available: false, unavailable_reason: 'Item temporarily unavailable' });
    expect(screen.getByText('Item temporarily unavailable')).toBeInTheDocument();
    expect(await formReady()).toBeDisabled();
  });

  it('opens the form at once for an item without customizations, asking nothing', () => {
    const { fetch } = renderDialog(BROWNIE);
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    expect(customizationCalls(fetch)).toEqual([]);
  });

  it('says so when the choices cannot be loaded, and tries again on request', async () => {
    const { fetch } = renderDialog(LATTE, { serve: false });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The choices for this item could not be loaded.');
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();

    fetch.mockImplementation(async (input) => menuResponse(String(input), testMenu()) ?? fail(404, 'No'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await formReady()).toBeEnabled();
    expect(screen.getByRole('radio', { name: /Medium/ })).toBeChecked();
  });
});

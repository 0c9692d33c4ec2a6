import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '../../auth/auth-session.service.ts';
import { fail, mockFetch, ok, type TFetchCall } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { toast } from '../../ui/toast.ts';
import { ItemEditorPage } from './item-editor.page.tsx';
import { category, menuItem, signInMenuStaff, tag, typedTags } from './menu.test-fixtures.ts';

const STEP_TIMEOUT_MS = 20_000;
vi.mock('../../ui/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

type TServe = { refuse?: boolean };

function serveEditor({ refuse = false }: TServe = {}) {
  const calls: TFetchCall[] = [];
  mockFetch((call) => {
    calls.push(call);
    const { pathname } = new URL(call.url, 'http://localhost');
    if (pathname === '/api/menu-categories') return ok([category(1, 'Coffee'), category(2, 'Cakes')]);
    if (pathname === '/api/item-tags/typed-tags') return ok(typedTags([tag(5, 'Vegan')]));
    if (pathname === '/api/taxes') return fail(404, 'Not found');
    if (pathname === '/api/menu-items/full' && call.method === 'POST') {
      if (refuse) {
        return fail(400, 'Validation failed', {
          name: ['An item with this name exists'],
          'customizations.0.options.1.value_added': ['At most two decimals'],
        });
      }
      return ok({ ...menuItem(99, 'Flat white', 2), customizations: [] }, 'Created');
    }
    return ok({});
  });
  return calls;
}

function renderEditor(path: string) {
  return renderRoute(
    [
      { path: '/admin/menu/items/:itemId', element: <ItemEditorPage /> },
      { path: '/admin/menu', element: <p>Menu screen</p> },
    ],
    path,
  );
}

async function fillSizeItem(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Name'), 'Flat white');
  await user.type(screen.getByLabelText('Price (€)'), '3,80');
  await user.type(screen.getByLabelText('Preparation time (minutes)'), '4');
  await user.click(await screen.findByRole('button', { name: 'Vegan', pressed: false }));
  await user.click(screen.getByRole('button', { name: 'Add customization' }));
  const card = screen.getByRole('listitem', { name: 'Customization 1' });
  await user.type(within(card).getByLabelText('Customization name'), 'Size');
  await user.click(within(card).getByRole('button', { name: 'Add option' }));
  await user.click(within(card).getByRole('button', { name: 'Add option' }));
  const names = within(card).getAllByPlaceholderText('Option name');
  await user.type(names[0] as HTMLElement, 'Small');
  await user.type(names[1] as HTMLElement, 'Medium');
  await user.type(names[2] as HTMLElement, 'Large');
  const medium = within(card).getByLabelText('Surcharge of Medium');
  await user.clear(medium);
  await user.type(medium, '0.50');
  const large = within(card).getByLabelText('Surcharge of Large');
  await user.clear(large);
  await user.type(large, '10');
  await user.selectOptions(within(card).getByLabelText('Surcharge of Large as amount or percent'), '%');
  const defaults = within(card).getAllByRole('radio', { name: 'Default' });
  await user.click(defaults[1] as HTMLElement);
}

afterEach(() => endSession());

describe('item editor', { timeout: STEP_TIMEOUT_MS }, () => {
  it('creates an item with a size choice in one request', async () => {
    signInMenuStaff();
    const calls = serveEditor();
    const user = userEvent.setup();
    const { location } = renderEditor('/admin/menu/items/new?category=2');

    expect(await screen.findByText("The item uses the restaurant's default tax.")).toBeInTheDocument();
    await fillSizeItem(user);
    await user.click(screen.getByRole('button', { name: 'Create item' }));

    await waitFor(() => expect(location().pathname).toBe('/admin/menu'));
    expect(location().search).toBe('?category=2&highlight=99');
    expect(toast.success).toHaveBeenCalledWith('Item created successfully');
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({
      category_id: 2,
      name: 'Flat white',
      basic_price: 3.8,
      preparation_time: 4,
      tag_ids: [5],
      time_availability: null,
      customizations: [
        {
          name: 'Size',
          type: 'SELECT',
          ui_type: 'DROPDOWN',
          required: false,
          enabled_by_key: null,
          options: [
            { name: 'Small', value_added: 0, percent: false, default_option: false },
            { name: 'Medium', value_added: 0.5, percent: false, default_option: true },
            { name: 'Large', value_added: 10, percent: true, default_option: false },
          ],
        },
      ],
    });
  });

  it('checks the form before sending and shows the server’s field errors under their fields', async () => {
    signInMenuStaff();
    const calls = serveEditor({ refuse: true });
    const user = userEvent.setup();
    renderEditor('/admin/menu/items/new?category=1');

    await user.click(await screen.findByRole('button', { name: 'Create item' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a price like 4.50 (0 to 99,999.99).')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await fillSizeItem(user);
    await user.click(screen.getByRole('button', { name: 'Create item' }));
    expect(await screen.findByText('An item with this name exists')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('An item with this name exists');
    expect(screen.getByLabelText('Surcharge of Medium')).toHaveAccessibleDescription('At most two decimals');
    expect(toast.error).toHaveBeenCalledWith('Validation failed');
  });
});

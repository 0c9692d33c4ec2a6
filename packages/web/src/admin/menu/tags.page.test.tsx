import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '../../auth/auth-session.service.ts';
import { mockFetch, ok, type TFetchCall } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { toast } from '../../ui/toast.ts';
import { signInMenuStaff, tag, typedTags } from './menu.test-fixtures.ts';
import { TagsPage } from './tags.page.tsx';

const STEP_TIMEOUT_MS = 15_000;
vi.mock('../../ui/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

function serveTags() {
  const calls: TFetchCall[] = [];
  mockFetch((call) => {
    calls.push(call);
    const { pathname } = new URL(call.url, 'http://localhost');
    if (pathname === '/api/item-tags/typed-tags') {
      return ok(
        typedTags([tag(5, 'Vegan', { items_count: 3 }), tag(6, 'Contains Nuts', { tag_type: 'ALLERGEN' })]),
      );
    }
    if (pathname === '/api/item-tags' && call.method === 'POST') return ok(tag(9, 'Hot'), 'Created');
    return ok({});
  });
  return calls;
}

afterEach(() => endSession());

describe('tags screen', { timeout: STEP_TIMEOUT_MS }, () => {
  it('groups tags under the spec’s display names with their item counts', async () => {
    signInMenuStaff();
    serveTags();
    renderRoute([{ path: '/admin/menu/tags', element: <TagsPage /> }], '/admin/menu/tags');

    const dietary = await screen.findByRole('region', { name: 'Dietary Preference' });
    expect(within(dietary).getByText('Vegan')).toBeInTheDocument();
    expect(within(dietary).getByText('3 items')).toBeInTheDocument();
    for (const group of ['Allergen Information', 'Spiciness Level', 'Special Badge', 'Other']) {
      expect(screen.getByRole('region', { name: group })).toBeInTheDocument();
    }
  });

  it('creates a tag in the group it was started from', async () => {
    signInMenuStaff();
    const calls = serveTags();
    const user = userEvent.setup();
    renderRoute([{ path: '/admin/menu/tags', element: <TagsPage /> }], '/admin/menu/tags');

    await user.click(await screen.findByRole('button', { name: 'New tag in Spiciness Level' }));
    const dialog = await screen.findByRole('dialog', { name: 'New tag' });
    await user.type(within(dialog).getByLabelText('Name'), 'Hot');
    await user.type(within(dialog).getByLabelText('Icon name'), 'Flame');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      within(dialog).getByText('Use lower-case letters, digits and dashes, e.g. wheat-off.'),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Icon name'));
    await user.type(within(dialog).getByLabelText('Icon name'), 'flame');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Colour' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Featured' }));
    await user.type(within(dialog).getByLabelText('Warning message'), 'Very spicy');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Tag created successfully'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Hot',
      tag_type: 'SPICINESS',
      color: '#3b82f6',
      icon_name: 'flame',
      featured: true,
      internal: false,
      warning_message: 'Very spicy',
    });
  });

  it('deletes a tag after confirmation', async () => {
    signInMenuStaff();
    const calls = serveTags();
    const user = userEvent.setup();
    renderRoute([{ path: '/admin/menu/tags', element: <TagsPage /> }], '/admin/menu/tags');

    await user.click(await screen.findByRole('button', { name: 'Delete Vegan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Vegan?' });
    expect(
      within(dialog).getByText('The tag is removed from 3 items. This cannot be undone.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Tag deleted successfully'));
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      '/api/item-tags/5',
    ]);
  });
});

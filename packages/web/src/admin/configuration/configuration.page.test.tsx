import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../auth/auth-session.service.ts';
import { fail, mockFetch, ok, sessionData, testUser } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { toast } from '../../ui/toast.ts';
import { ConfigurationPage } from './configuration.page.tsx';
import { configViewOf } from './configuration.test-fixtures.ts';

vi.mock('../../ui/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => endSession());

function renderIndex(permissions: string[]) {
  const spy = mockFetch((call) => {
    if (call.method === 'POST' && call.url.endsWith('/config/reset/all')) return ok([]);
    if (call.url.endsWith('/api/config')) return ok(configViewOf());
    return fail(404, 'Not found');
  });
  startSession(sessionData({ user: { ...testUser, permissions: ['admin.access', ...permissions] } }));
  const user = userEvent.setup();
  renderRoute([{ path: '/admin/configuration', element: <ConfigurationPage /> }], '/admin/configuration');
  return { user, spy };
}

describe('/admin/configuration', () => {
  it('lists the groups with their settings and links to each in kebab-case', async () => {
    renderIndex(['config.read']);
    const kitchen = await screen.findByRole('link', { name: /Kitchen Operations/ });
    expect(kitchen).toHaveAttribute('href', '/admin/configuration/kitchen-operations');
    expect(within(kitchen).getByText('6 settings')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(14);
    expect(screen.queryByRole('button', { name: 'Reset everything' })).not.toBeInTheDocument();
  });

  it('searches names, descriptions and keys and links to the setting', async () => {
    const { user } = renderIndex(['config.read']);
    await screen.findByRole('link', { name: /Branding/ });
    await user.type(screen.getByLabelText('Search settings'), 'public_url');
    const result = await screen.findByRole('link', { name: /Public address/ });
    expect(result).toHaveAttribute('href', '/admin/configuration/branding?highlight=BRANDING.PUBLIC_URL');
    await user.clear(screen.getByLabelText('Search settings'));
    await user.type(screen.getByLabelText('Search settings'), 'colour');
    expect(await screen.findByText('3 matching settings')).toBeInTheDocument();
  });

  it('resets everything after confirmation', async () => {
    const { user, spy } = renderIndex(['config.read', 'config.manage']);
    await user.click(await screen.findByRole('button', { name: 'Reset everything' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset everything' }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Configuration reset successfully'));
    expect(
      spy.mock.calls.some(
        ([url, init]) => String(url).endsWith('/config/reset/all') && init?.method === 'POST',
      ),
    ).toBe(true);
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../auth/auth-session.service.ts';
import { fail, mockFetch, ok, sessionData, testUser } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { toast } from '../../ui/toast.ts';
import { ProfilePage } from './profile.page.tsx';

vi.mock('../../ui/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  endSession();
  vi.mocked(toast.success).mockClear();
});

function renderProfile() {
  startSession(sessionData({ user: { ...testUser, roles: ['MANAGER', 'WAITER'] } }));
  const user = userEvent.setup();
  renderRoute([{ path: '/admin/profile', element: <ProfilePage /> }], '/admin/profile');
  return user;
}

async function fillIn(
  user: ReturnType<typeof userEvent.setup>,
  current: string,
  next: string,
  confirm: string,
) {
  if (current) await user.type(screen.getByLabelText('Current password'), current);
  if (next) await user.type(screen.getByLabelText('New password'), next);
  if (confirm) await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('/admin/profile', () => {
  it('shows name, email and roles', () => {
    renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(screen.getAllByText('Ada Lovelace').length).toBeGreaterThan(0);
    expect(screen.getAllByText('ada@example.com').length).toBeGreaterThan(0);
    expect(screen.getByText('Manager')).toBeInTheDocument();
    expect(screen.getByText('Waiter')).toBeInTheDocument();
  });

  it('checks the fields before calling the server', async () => {
    const fetchSpy = mockFetch(() => ok(null));
    const user = renderProfile();
    await fillIn(user, '', 'short', 'other');
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
      'Current password is required',
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows a wrong current password under that field', async () => {
    mockFetch(() => fail(400, 'Validation failed', { current_password: ['Current password is incorrect'] }));
    const user = renderProfile();
    await fillIn(user, 'guess-1', 'new-password', 'new-password');
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Editing the field clears its error.
    await user.type(screen.getByLabelText('Current password'), 'x');
    expect(screen.queryByText('Current password is incorrect')).not.toBeInTheDocument();
  });

  it('changes the password, confirms with a toast and empties the form', async () => {
    const fetchSpy = mockFetch(() => ok(null, 'Password changed'));
    const user = renderProfile();
    await fillIn(user, 'old-password', 'new-password', 'new-password');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Password changed', expect.anything()));
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe('/api/password/change');
    expect(JSON.parse(String(init?.body))).toEqual({
      current_password: 'old-password',
      new_password: 'new-password',
    });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('says the account is locked after a run of wrong current passwords, in the sign-in words', async () => {
    mockFetch(() => fail(423, 'Locked'));
    const user = renderProfile();
    await fillIn(user, 'guess-5', 'new-password', 'new-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Account is temporarily locked. Please try again later.',
    );
  });

  it('shows a banner when the server cannot be reached', async () => {
    mockFetch(() => fail(503, 'Unavailable'));
    const user = renderProfile();
    await fillIn(user, 'old-password', 'new-password', 'new-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Network error. Please check your connection.',
    );
  });
});

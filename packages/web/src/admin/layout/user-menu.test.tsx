import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { endSession, startSession } from '../../auth/auth-session.service.ts';
import { getAuthState } from '../../auth/auth-session.store.ts';
import { fail, mockFetch, sessionData } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { UserMenu } from './user-menu.tsx';

const routes = [
  { path: '/admin', element: <UserMenu /> },
  { path: '/admin/profile', element: <p>Profile screen</p> },
  { path: '/login', element: <p>Login screen</p> },
];

afterEach(() => endSession());

async function openMenu() {
  const user = userEvent.setup();
  renderRoute(routes, '/admin');
  await user.click(screen.getByRole('button', { name: 'User menu' }));
  await screen.findByRole('menu');
  return user;
}

describe('user menu (spec admin 2)', () => {
  it('shows who is signed in and leads to the profile', async () => {
    startSession(sessionData());
    const user = await openMenu();
    expect(screen.getByRole('menu')).toHaveTextContent('ada@example.com');
    await user.click(screen.getByRole('menuitem', { name: 'Profile' }));
    expect(await screen.findByText('Profile screen')).toBeInTheDocument();
  });

  it('opens Help & Support with contact text and the API documentation', async () => {
    startSession(sessionData());
    const user = await openMenu();
    await user.click(screen.getByRole('menuitem', { name: 'Help & Support' }));
    const dialog = await screen.findByRole('dialog', { name: 'Help & Support' });
    expect(within(dialog).getByRole('link', { name: /API documentation/ })).toHaveAttribute(
      'href',
      '/api/docs',
    );
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('logs out to /login even when the logout call fails', async () => {
    mockFetch(() => fail(500, 'Down'));
    startSession(sessionData());
    const user = await openMenu();
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(getAuthState().status).toBe('anonymous');
  });
});

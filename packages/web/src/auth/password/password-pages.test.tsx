import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testBranding } from '../../customer/guest-settings.test-fixtures.ts';
import { changeLanguage } from '../../lib/i18n/i18n.ts';
import { fail, mockFetch, ok } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { toast } from '../../ui/toast.ts';
import { ForgotPasswordPage } from './forgot-password.page.tsx';
import { ResetPasswordPage } from './reset-password.page.tsx';

vi.mock('../../ui/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const routes = [
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/reset-password', element: <ResetPasswordPage /> },
  { path: '/login', element: <p>Login screen</p> },
];

const NEUTRAL = 'If an account exists for this email address, we have sent a link to reset the password.';

beforeEach(() => vi.clearAllMocks());

describe('forgot password', () => {
  async function requestLink(answer: () => Response) {
    const fetch = mockFetch(answer);
    const user = userEvent.setup();
    renderRoute(routes, '/forgot-password');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    return fetch;
  }

  it('posts the email and shows the neutral confirmation', async () => {
    const fetch = await requestLink(() => ok(null, 'If the account exists, a reset link has been sent.'));
    expect(await screen.findByRole('status')).toHaveTextContent(NEUTRAL);
    expect(fetch).toHaveBeenCalledWith(
      '/api/password/forgot',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ email: 'ada@example.com' }) }),
    );
  });

  it('shows the same confirmation whatever else the server answers', async () => {
    await requestLink(() => fail(404, 'No such user'));
    expect(await screen.findByRole('status')).toHaveTextContent(NEUTRAL);
  });

  it('asks to try again when the server cannot be reached', async () => {
    await requestLink(() => fail(503, 'Unavailable'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Network error. Please check your connection.',
    );
  });

  it('validates the address before sending', async () => {
    const fetch = mockFetch(() => ok(null));
    const user = userEvent.setup();
    renderRoute(routes, '/forgot-password');
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    // Only the branding of the page's header was asked for: no reset mail was requested.
    expect(fetch.mock.calls.filter(([url]) => !String(url).endsWith('/api/branding'))).toEqual([]);
  });
});

describe('reset password', () => {
  async function setPassword(password: string, confirm: string) {
    const user = userEvent.setup();
    renderRoute(routes, '/reset-password?token=tok123');
    await user.type(screen.getByLabelText('New password'), password);
    await user.type(screen.getByLabelText('Confirm new password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
  }

  it('checks length and that both entries match', async () => {
    mockFetch(() => ok(null));
    await setPassword('12345', '54321');
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it('sends token and password, then goes to sign-in with a toast', async () => {
    const fetch = mockFetch(() => ok(null, 'Password updated'));
    await setPassword('secret99', 'secret99');
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(
      '/api/password/reset',
      expect.objectContaining({ body: JSON.stringify({ token: 'tok123', password: 'secret99' }) }),
    );
    expect(toast.success).toHaveBeenCalledWith('Password updated', {
      description: 'You can now sign in with your new password.',
    });
  });

  it('explains an invalid or expired link', async () => {
    mockFetch(() => fail(400, 'This reset link is invalid or has expired.'));
    await setPassword('secret99', 'secret99');
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('explains a link without a token straight away', async () => {
    renderRoute(routes, '/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid or has expired.');
  });
});

describe('invitation (reset-password with invite=1)', () => {
  const INVITE = '/reset-password?token=inv456&invite=1';

  /** The server: the restaurant's branding and the reset call. */
  function serve(reset: () => Response = () => ok(null, 'Password updated')) {
    return mockFetch(({ url }) =>
      url.endsWith('/api/branding') ? ok(testBranding({}, { restaurant_name: 'Bistro Blau' })) : reset(),
    );
  }

  it('welcomes the new staff member to the restaurant and asks them to choose a password', async () => {
    serve();
    renderRoute(routes, INVITE);
    expect(await screen.findByRole('heading', { name: 'Welcome to Bistro Blau' })).toBeInTheDocument();
    expect(screen.getByText(/Choose your password/)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set password' })).toBeInTheDocument();
  });

  it('sets the password with the same call as a reset, then sends them to sign in', async () => {
    const fetch = serve();
    const user = userEvent.setup();
    renderRoute(routes, INVITE);
    await user.type(screen.getByLabelText('Password'), 'secret99');
    await user.type(screen.getByLabelText('Confirm password'), 'secret99');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(
      '/api/password/reset',
      expect.objectContaining({ body: JSON.stringify({ token: 'inv456', password: 'secret99' }) }),
    );
    expect(toast.success).toHaveBeenCalledWith('Your password is set', {
      description: 'Sign in with your email address and your new password.',
    });
  });

  it('explains an invalid or expired invitation', async () => {
    serve(() => fail(400, 'This reset link is invalid or has expired.'));
    const user = userEvent.setup();
    renderRoute(routes, INVITE);
    await user.type(screen.getByLabelText('Password'), 'secret99');
    await user.type(screen.getByLabelText('Confirm password'), 'secret99');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation link is invalid or has expired.',
    );
  });

  it('names the app when the restaurant has no name yet', async () => {
    mockFetch(() => ok(null));
    renderRoute(routes, INVITE);
    expect(screen.getByRole('heading', { name: 'Welcome to Tableside' })).toBeInTheDocument();
  });

  it('speaks German', async () => {
    await changeLanguage('de');
    try {
      serve();
      renderRoute(routes, INVITE);
      expect(await screen.findByRole('heading', { name: 'Willkommen bei Bistro Blau' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Passwort festlegen' })).toBeInTheDocument();
    } finally {
      await changeLanguage('en');
    }
  });

  it('stays a plain reset without invite=1', () => {
    mockFetch(() => ok(null));
    renderRoute(routes, '/reset-password?token=tok123&invite=0');
    expect(screen.getByRole('heading', { name: 'Set a New Password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set new password' })).toBeInTheDocument();
  });
});

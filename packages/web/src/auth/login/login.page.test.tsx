import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testBranding } from '../../customer/guest-settings.test-fixtures.ts';
import { apiClient } from '../../lib/http/api-clients.ts';
import { changeLanguage } from '../../lib/i18n/i18n.ts';
import { Navigate } from '../../lib/router/router.tsx';
import { fail, jsonResponse, mockFetch, ok, sessionData } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { toast } from '../../ui/toast.ts';
import { endSession, installAuthListeners, startSession } from '../auth-session.service.ts';
import { clearSignedOutReason, getAuthState, useAuth } from '../auth-session.store.ts';
import { LoginPage } from './login.page.tsx';

vi.mock('../../ui/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/admin', element: <p>Admin home</p> },
  { path: '/admin/orders', element: <p>Orders screen</p> },
];

function renderLogin(state?: unknown) {
  renderRoute(routes, { pathname: '/login', state });
  return {
    email: screen.getByLabelText('Username or email'),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'Sign In' }),
  };
}

async function signIn(email = 'ada@example.com', password = 'secret1') {
  const user = userEvent.setup();
  const form = renderLogin();
  await user.type(form.email, email);
  await user.type(form.password, password);
  await user.click(form.submit);
  return { user, ...form };
}

beforeEach(() => vi.clearAllMocks());
afterEach(() => {
  endSession();
  clearSignedOutReason();
});

describe('sign-in validation (spec customer 5)', () => {
  it('requires both fields', async () => {
    const user = userEvent.setup();
    const { submit } = renderLogin();
    await user.click(submit);
    expect(await screen.findByText('Username or email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('requires an address of the form text@text.text and 6 password characters', async () => {
    const fetch = mockFetch(() => ok(sessionData()));
    await signIn('ada@example', '12345');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    // Only the branding of the page's header was asked for: no sign-in was sent.
    expect(fetch.mock.calls.filter(([url]) => !String(url).endsWith('/api/branding'))).toEqual([]);
  });

  it('links each message to its field for screen readers', async () => {
    const user = userEvent.setup();
    const { email, submit } = renderLogin();
    await user.click(submit);
    await screen.findByText('Username or email is required');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Username or email is required');
  });

  it('clears a field’s error when it is edited', async () => {
    const user = userEvent.setup();
    const { email, submit } = renderLogin();
    await user.click(submit);
    await screen.findByText('Username or email is required');
    await user.type(email, 'a');
    expect(screen.queryByText('Username or email is required')).not.toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('speaks German', async () => {
    await changeLanguage('de');
    try {
      const user = userEvent.setup();
      renderRoute(routes, '/login');
      await user.type(screen.getByLabelText('Benutzername oder E-Mail'), 'ada');
      await user.type(screen.getByLabelText('Passwort'), '123');
      await user.click(screen.getByRole('button', { name: 'Anmelden' }));
      expect(await screen.findByText('Bitte geben Sie eine gültige E-Mail-Adresse ein')).toBeInTheDocument();
      expect(screen.getByText('Das Passwort muss mindestens 6 Zeichen lang sein')).toBeInTheDocument();
    } finally {
      await changeLanguage('en');
    }
  });
});

describe('sign-in against the server (spec customer 8)', () => {
  it('sends email, password and device info, then welcomes the user and goes to /admin', async () => {
    const fetch = mockFetch(() => ok(sessionData()));
    await signIn();
    expect(await screen.findByText('Admin home')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(
      '/api/auth/login',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({
          email: 'ada@example.com',
          password: 'secret1',
          device_info: navigator.userAgent,
        }),
      }),
    );
    expect(toast.success).toHaveBeenCalledWith('Successfully signed in', {
      description: 'Welcome back, Ada Lovelace!',
    });
    expect(getAuthState().status).toBe('authenticated');
  });

  it('returns to the page the user came from', async () => {
    mockFetch(() => ok(sessionData()));
    const user = userEvent.setup();
    const form = renderLogin({ from: '/admin/orders' });
    await user.type(form.email, 'ada@example.com');
    await user.type(form.password, 'secret1');
    await user.click(form.submit);
    expect(await screen.findByText('Orders screen')).toBeInTheDocument();
  });

  it.each([
    ['401', () => fail(401, 'Invalid credentials'), 'Invalid username or password'],
    ['423', () => fail(423, 'Locked'), 'Account is temporarily locked. Please try again later.'],
    ['403', () => fail(403, 'Disabled'), 'Account is disabled. Please contact support.'],
    ['503', () => fail(503, 'Unavailable'), 'Network error. Please check your connection.'],
    [
      'no response',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'Network error. Please check your connection.',
    ],
    ['429 with a message', () => fail(429, 'Too many sign-in attempts'), 'Too many sign-in attempts'],
    [
      '500 without a message',
      () => new Response('', { status: 500, statusText: 'Internal Server Error' }),
      'An error occurred. Please try again.',
    ],
  ])('explains a %s failure in a banner and an error toast', async (_label, answer, message) => {
    mockFetch(answer);
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(toast.error).toHaveBeenCalledWith('Error', { description: message });
    expect(getAuthState().status).toBe('anonymous');
  });

  it('titles the error toast in German, beside the German banner', async () => {
    mockFetch(() => fail(401, 'Invalid credentials'));
    await changeLanguage('de');
    try {
      const user = userEvent.setup();
      renderRoute(routes, '/login');
      await user.type(screen.getByLabelText('Benutzername oder E-Mail'), 'ada@example.com');
      await user.type(screen.getByLabelText('Passwort'), 'secret1');
      await user.click(screen.getByRole('button', { name: 'Anmelden' }));
      const message = 'Benutzername oder Passwort ist ungültig';
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(toast.error).toHaveBeenCalledWith('Fehler', { description: message });
    } finally {
      await changeLanguage('en');
    }
  });

  it('shows server field errors under their fields instead of a banner', async () => {
    mockFetch(() => fail(400, 'Validation failed', { email: ['Please enter a valid email address'] }));
    const { email } = await signIn();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('clears the banner when a field is edited', async () => {
    mockFetch(() => fail(401, 'Invalid credentials'));
    const { user, password } = await signIn();
    await screen.findByRole('alert');
    await user.type(password, 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('disables the button while signing in', async () => {
    let answer: (response: Response) => void = () => {};
    mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { submit } = await signIn();
    await waitFor(() => expect(submit).toBeDisabled());
    answer(fail(401, 'Invalid credentials'));
    await waitFor(() => expect(submit).toBeEnabled());
  });
});

describe('sign-in screen', () => {
  it('toggles password visibility with a labelled button', async () => {
    const user = userEvent.setup();
    const { password } = renderLogin();
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('links to the forgot-password screen', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/forgot-password');
  });
});

describe('sign-in page branding (BRANDING.RESTAURANT_NAME, issue 10)', () => {
  it('names the restaurant staff sign in to', async () => {
    mockFetch(({ url }) =>
      url.endsWith('/api/branding') ? ok(testBranding({}, { restaurant_name: 'Bistro Blau' })) : ok(null),
    );
    renderLogin();
    expect(await screen.findByRole('link', { name: 'Bistro Blau' })).toBeInTheDocument();
  });
});

describe('signed out by the server', () => {
  /** A staff screen behind a guard that, like the app's, sends a signed-out user to sign in. */
  function StaffScreen() {
    const { user } = useAuth();
    return user ? <p>Orders screen</p> : <Navigate to="/login" replace />;
  }
  const staffRoutes = [...routes, { path: '/staff', element: <StaffScreen /> }];

  async function disableAccountWhileSignedIn() {
    const uninstall = installAuthListeners();
    mockFetch(({ url }) =>
      url.endsWith('/api/branding')
        ? ok(testBranding())
        : jsonResponse(403, {
            success: false,
            message: 'Account is disabled. Please contact support.',
            code: 'ACCOUNT_DISABLED',
          }),
    );
    startSession(sessionData());
    const view = renderRoute(staffRoutes, '/staff');
    expect(screen.getByText('Orders screen')).toBeInTheDocument();
    // Any staff call of the screen: the server now refuses the disabled account.
    await act(() => apiClient.get('/customer-orders').catch(() => undefined));
    uninstall();
    return view;
  }

  it('ends the session and says on the sign-in screen that the account is disabled', async () => {
    const { location } = await disableAccountWhileSignedIn();
    expect(getAuthState().status).toBe('anonymous');
    expect(location().pathname).toBe('/login');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Account is disabled. Please contact support.',
    );
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('says it once: the next visit to the sign-in screen is plain', async () => {
    const { unmount } = await disableAccountWhileSignedIn();
    await screen.findByRole('alert');
    unmount();
    renderLogin();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears the notice when a field is edited, like any banner', async () => {
    await disableAccountWhileSignedIn();
    await screen.findByRole('alert');
    await userEvent.setup().type(screen.getByLabelText('Password'), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says it in German', async () => {
    await changeLanguage('de');
    try {
      await disableAccountWhileSignedIn();
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Das Konto ist deaktiviert. Bitte wenden Sie sich an den Support.',
      );
    } finally {
      await changeLanguage('en');
    }
  });

  it('says when the session expired', async () => {
    const uninstall = installAuthListeners();
    vi.useFakeTimers();
    try {
      mockFetch(({ url }) => (url.endsWith('/api/branding') ? ok(testBranding()) : fail(401, 'Expired')));
      startSession(sessionData({ expires_in: 900 }));
      await vi.advanceTimersByTimeAsync(600_000);
    } finally {
      vi.useRealTimers();
      uninstall();
    }
    renderLogin();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your session has expired. Please sign in again.',
    );
  });
});

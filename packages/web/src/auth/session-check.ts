import { ApiError } from '../lib/http/api-error.ts';
import { authApi } from './auth.api.ts';
import { refreshSession } from './auth-session.service.ts';
import { getAuthState, updateSessionUser } from './auth-session.store.ts';

/** An open staff screen of a disabled user is signed out within a minute, even if nobody touches it. */
export const SESSION_CHECK_INTERVAL_MS = 60_000;

/**
 * Asks the server who is signed in (GET /auth/me). A success brings the user's current roles and
 * permissions, so menus and guards follow a change by the owner. A disabled account's 403 has
 * ended the session already (installAuthListeners hears every staff call). A 401 may only mean
 * the access token lapsed while the computer slept: a refresh gets a new one, or, when the
 * session itself is gone (user deleted or disabled), ends it as expired.
 */
export async function checkSession(): Promise<void> {
  if (getAuthState().status !== 'authenticated') return;
  try {
    updateSessionUser(await authApi.me());
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) await refreshSession();
    // Anything else (offline, a 5xx) proves nothing; the next check asks again.
  }
}

/**
 * Checks the session every minute while the page is visible, and at once when it becomes visible
 * again; a hidden tab waits rather than polling. Returns the stopper.
 */
export function watchSession(): () => void {
  let checking = false;
  const check = () => {
    if (checking || document.visibilityState === 'hidden') return;
    checking = true;
    void checkSession().finally(() => {
      checking = false;
    });
  };
  const onVisibilityChange = () => {
    if (document.visibilityState === 'visible') check();
  };
  const timer = setInterval(check, SESSION_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', onVisibilityChange);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisibilityChange);
  };
}

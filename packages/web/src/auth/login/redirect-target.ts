/** Router state the guard leaves for the sign-in screen: the page to come back to. */
export type TLoginRedirectState = { from: string };

export const DEFAULT_AFTER_LOGIN = '/admin';
const SIGN_IN_PATHS = ['/login', '/admin/login'];

/**
 * spec (customer 2): after sign-in the user returns to the page they came from, else /admin.
 * Only a path on this site counts ('//evil.example' would leave it).
 */
export function redirectTarget(state: unknown): string {
  const from =
    typeof state === 'object' && state !== null ? (state as Partial<TLoginRedirectState>).from : undefined;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) {
    return DEFAULT_AFTER_LOGIN;
  }
  const pathname = from.split(/[?#]/)[0] ?? '';
  return SIGN_IN_PATHS.includes(pathname) ? DEFAULT_AFTER_LOGIN : from;
}

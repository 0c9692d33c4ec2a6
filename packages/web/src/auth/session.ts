/**
 * The session as the admin area sees it: the one module under src/auth/ that src/admin/ imports
 * (enforced by src/architecture.test.ts). Sign-in screens, tokens and refresh stay behind it.
 */
export { hasAccess } from './access.ts';
export { getAuthState, subscribeAuth, useAuth } from './auth-session.store.ts';
export type { TLoginRedirectState } from './login/redirect-target.ts';
// After a database restore the access token is refused: the check renews it, or ends the session.
export { checkSession } from './session-check.ts';
export { useLogout } from './use-logout.hook.ts';
export { useSessionCheck } from './use-session-check.hook.ts';

import { ZLogin, ZRefresh } from '@tableside/shared/auth.schemas';
import { ApiRouter, requirePrincipal } from '../http/api-router.ts';
import { ok } from '../http/respond.ts';
import { currentUser, refreshSession, signIn, signOut } from './auth.service.ts';
import { clientAddress } from './client-address.ts';
import { clearRefreshCookie, presentedRefreshToken, setRefreshCookie } from './session-cookie.ts';

/** Sign-in and sessions (spec customer 7 and admin 7, "Authentication and session"); mounted at /auth. */
export const authRouter = new ApiRouter('Auth')
  .post(
    '/login',
    {
      summary: 'Sign in with email and password',
      description:
        'Returns the access token (expires_in 900 s) and the refresh token; the refresh token is also set as an HttpOnly cookie. 401 wrong email or password, 423 locked, 403 disabled, 429 too many attempts.',
      access: 'public',
      body: ZLogin,
    },
    async (c, { body }) => {
      const session = await signIn(c.get('deps'), body, clientAddress(c));
      setRefreshCookie(c, session.refresh_token);
      return ok(c, session, 'Successfully signed in');
    },
  )
  .post(
    '/refresh',
    {
      summary: 'Exchange a refresh token for a new token pair',
      description:
        'Takes the refresh token from the body or the cookie and rotates it. Presenting a token that was already used revokes the whole session.',
      access: 'public',
      body: ZRefresh,
    },
    async (c, { body }) => {
      const session = await refreshSession(c.get('deps'), presentedRefreshToken(c, body.refresh_token));
      setRefreshCookie(c, session.refresh_token);
      return ok(c, session, 'Session refreshed');
    },
  )
  .post(
    '/logout',
    {
      summary: 'Sign out',
      description:
        'Revokes the session of the refresh token (body or cookie) and clears the cookie. Always succeeds.',
      access: 'public',
      body: ZRefresh,
    },
    async (c, { body }) => {
      await signOut(c.get('deps'), presentedRefreshToken(c, body.refresh_token));
      clearRefreshCookie(c);
      return ok(c, null, 'Signed out');
    },
  )
  .get(
    '/me',
    { summary: 'The signed-in user with roles and permissions', access: 'signed-in' },
    async (c, { principal }) => ok(c, await currentUser(c.get('deps'), requirePrincipal(principal).id)),
  );

import { REFRESH_TOKEN_TTL_DAYS } from '@tableside/shared/constants';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { TApiEnv } from '../http/env.ts';

/**
 * The web app's refresh token travels only in this cookie (docs/decisions/0004-auth-tokens.md):
 * HttpOnly so page scripts never see it, SameSite=Strict so other sites cannot send it, and scoped
 * to /api/auth so no other request carries it.
 */
export const REFRESH_COOKIE = 'tableside_refresh';
const COOKIE_PATH = '/api/auth';

export function setRefreshCookie(c: Context<TApiEnv>, refreshToken: string): void {
  setCookie(c, REFRESH_COOKIE, refreshToken, {
    httpOnly: true,
    sameSite: 'Strict',
    path: COOKIE_PATH,
    // The token itself expires sooner (USER_PERMISSIONS.SESSION_TIMEOUT_MINUTES); the server decides.
    maxAge: REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60,
    secure: c.get('deps').secureCookies,
  });
}

export function clearRefreshCookie(c: Context<TApiEnv>): void {
  deleteCookie(c, REFRESH_COOKIE, {
    httpOnly: true,
    sameSite: 'Strict',
    path: COOKIE_PATH,
    secure: c.get('deps').secureCookies,
  });
}

/** Non-browser clients send the token in the body; the web app relies on the cookie. */
export function presentedRefreshToken(c: Context<TApiEnv>, bodyToken: string | undefined): string | null {
  return bodyToken ?? getCookie(c, REFRESH_COOKIE) ?? null;
}

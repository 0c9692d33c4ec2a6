import type { TSession } from '@tableside/shared/auth.schemas';
import { ACCESS_TOKEN_TTL_SECONDS } from '@tableside/shared/constants';
import { readSettings } from '../config/settings.ts';
import type { TApiDeps } from '../deps.ts';
import { signAccessToken } from './access-token.ts';
import { insertRefreshToken, type TUserRow } from './auth.repository.ts';
import { hashToken, randomToken } from './opaque-token.ts';
import { loadSessionUser, toPrincipal } from './principal.service.ts';

/** A sign-in session is a family of refresh tokens; each rotation adds one to the same family. */
export function newSessionFamily(): string {
  return randomToken(16);
}

/**
 * Issues the token pair of spec section 7 (`access_token`, `refresh_token`, `expires_in`, `user`).
 * Only the refresh token's hash is stored; the access token carries the family as `sid`.
 */
export async function issueSession(
  deps: TApiDeps,
  user: TUserRow,
  session: { familyId: string; deviceInfo: string | null },
): Promise<{ session: TSession; refreshTokenId: number }> {
  const now = deps.clock.now();
  // USER_PERMISSIONS.SESSION_TIMEOUT_MINUTES: each refresh renews it, so a session ends only after
  // that long with no screen open (an open screen refreshes its token every few minutes).
  const sessionMinutes = (await readSettings(deps)).get('USER_PERMISSIONS.SESSION_TIMEOUT_MINUTES');
  const sessionUser = await loadSessionUser(deps.db, user);
  const refreshToken = randomToken();
  const refreshTokenId = await insertRefreshToken(deps.db, {
    user_id: user.id,
    token_hash: await hashToken(refreshToken),
    family_id: session.familyId,
    expires_at: new Date(now.getTime() + sessionMinutes * 60_000).toISOString(),
    device_info: session.deviceInfo,
    created_at: now.toISOString(),
  });
  const accessToken = await signAccessToken(
    toPrincipal(sessionUser),
    deps.jwtSecret,
    now,
    ACCESS_TOKEN_TTL_SECONDS,
    session.familyId,
  );
  return {
    session: {
      access_token: accessToken,
      refresh_token: refreshToken,
      expires_in: ACCESS_TOKEN_TTL_SECONDS,
      user: sessionUser,
    },
    refreshTokenId,
  };
}

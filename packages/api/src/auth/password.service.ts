import type { TChangePassword, TResetPassword } from '@tableside/shared/auth.schemas';
import { PASSWORD_RESET_TTL_MINUTES } from '@tableside/shared/constants';
import { AppError } from '@tableside/shared/errors';
import type { TApiDeps, TMail } from '../deps.ts';
import {
  findPasswordResetTokenByHash,
  findUserByEmail,
  findUserById,
  insertPasswordResetToken,
  markPasswordResetTokenUsed,
  revokeUserRefreshTokens,
  savePasswordHash,
  type TUserRow,
} from './auth.repository.ts';
import { sessionExpired } from './auth.service.ts';
import { hashToken, randomToken } from './opaque-token.ts';

/** Reset mails per email address and hour; more are dropped silently, not refused. */
const RESET_MAILS_PER_HOUR = 5;
const HOUR_MS = 60 * 60_000;

/** The web app's reset page. Relative: the host's mailer prefixes its public URL when it knows it. */
export const RESET_PASSWORD_PATH = '/reset-password';

const invalidResetLink = () =>
  AppError.validation(
    { token: ['This reset link is invalid or has expired.'] },
    'This reset link is invalid or has expired.',
  );

/**
 * Starts a password reset. The caller learns nothing: the answer is the same whether the email
 * belongs to an account or not, and the mail is sent without waiting so timing does not tell either.
 */
export async function requestPasswordReset(deps: TApiDeps, email: string): Promise<void> {
  const address = email.toLowerCase();
  if (!deps.rateLimiter.hit(`password-forgot:${address}`, RESET_MAILS_PER_HOUR, HOUR_MS)) {
    deps.logger.warn('Password reset requests rate-limited', { email: address });
    return;
  }
  const user = await findUserByEmail(deps.db, address);
  if (user?.is_active !== 1) return;

  const now = deps.clock.now();
  const token = randomToken();
  await insertPasswordResetToken(deps.db, {
    user_id: user.id,
    token_hash: await hashToken(token),
    expires_at: new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000).toISOString(),
    created_at: now.toISOString(),
  });
  deps.mailer.send(resetMail(user, token)).catch((error: unknown) => {
    deps.logger.error('Password reset mail could not be sent', { user_id: user.id, error: String(error) });
  });
}

function resetMail(user: TUserRow, token: string): TMail {
  const link = `${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
  return {
    to: user.email,
    subject: 'Reset your Tableside password',
    text: [
      `Hello ${user.name},`,
      '',
      'Someone (hopefully you) asked to reset the password of your Tableside account.',
      `Open this link within ${PASSWORD_RESET_TTL_MINUTES} minutes to choose a new password:`,
      '',
      link,
      '',
      'If you did not ask for this, ignore this mail: your password stays as it is.',
    ].join('\n'),
  };
}

/**
 * Sets a new password with a reset token: single use, expiring, and it ends every session of the
 * account, since whoever knew the old password may hold one.
 */
export async function resetPassword(deps: TApiDeps, input: TResetPassword): Promise<void> {
  const now = deps.clock.now();
  const nowIso = now.toISOString();
  const stored = await findPasswordResetTokenByHash(deps.db, await hashToken(input.token));
  if (!stored || stored.used_at !== null || Date.parse(stored.expires_at) <= now.getTime())
    throw invalidResetLink();
  const user = await findUserById(deps.db, stored.user_id);
  if (user?.is_active !== 1) throw invalidResetLink();

  const passwordHash = await deps.hasher.hash(input.password);
  await deps.db.transaction().execute(async (trx) => {
    if (!(await markPasswordResetTokenUsed(trx, stored.id, nowIso))) throw invalidResetLink();
    await savePasswordHash(trx, user.id, passwordHash, nowIso);
    await revokeUserRefreshTokens(trx, user.id, nowIso);
  });
}

/** Changes the caller's password; their other sessions end, the one making the change goes on. */
export async function changePassword(
  deps: TApiDeps,
  userId: number,
  currentSessionId: string | null,
  input: TChangePassword,
): Promise<void> {
  const user = await findUserById(deps.db, userId);
  if (user?.is_active !== 1) throw sessionExpired();
  if (!(await deps.hasher.verify(input.current_password, user.password_hash))) {
    throw AppError.validation(
      { current_password: ['Current password is incorrect'] },
      'Current password is incorrect',
    );
  }
  const nowIso = deps.clock.now().toISOString();
  const passwordHash = await deps.hasher.hash(input.new_password);
  await deps.db.transaction().execute(async (trx) => {
    await savePasswordHash(trx, user.id, passwordHash, nowIso);
    await revokeUserRefreshTokens(trx, user.id, nowIso, { exceptFamilyId: currentSessionId });
  });
}

import type { TChangePassword, TResetPassword } from '@tableside/shared/auth.schemas';
import {
  INVITATION_TTL_HOURS,
  LOGIN_RATE_LIMIT_PER_MINUTE,
  PASSWORD_RESET_TTL_MINUTES,
} from '@tableside/shared/constants';
import { AppError } from '@tableside/shared/errors';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { TApiDeps, TMail } from '../deps.ts';
import {
  endOpenPasswordLinks,
  findPasswordResetTokenByHash,
  findUserByEmail,
  findUserById,
  insertPasswordResetToken,
  revokeUserRefreshTokens,
  saveLockState,
  savePasswordHash,
  type TUserRow,
} from './auth.repository.ts';
import { accountLocked, sessionExpired } from './auth-errors.ts';
import { afterFailedSignIn, isLocked } from './login-lockout.ts';
import { hashToken, randomToken } from './opaque-token.ts';
import { announceSessionsEnded } from './session-liveness.ts';

/** Reset mails per email address and hour; more are dropped silently, not refused. */
const RESET_MAILS_PER_HOUR = 5;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** The web app's reset page. Relative: the host's mailer prefixes its public URL when it knows it. */
export const RESET_PASSWORD_PATH = '/reset-password';

const invalidResetLink = () =>
  AppError.validation(
    { token: ['This reset link is invalid or has expired.'] },
    'This reset link is invalid or has expired.',
  );

/** Reset requests answered whose lookup, link and mail are still under way. */
const resetsAtWork = new Set<Promise<void>>();

/**
 * Starts a password reset. The caller learns nothing: the answer is the same whether the email
 * belongs to an account or not, and it is given before the account is even looked up, so its timing
 * cannot tell either (decision 0023). Only the rate limit, the same for every address, comes first.
 */
export async function requestPasswordReset(deps: TApiDeps, email: string): Promise<void> {
  const address = email.toLowerCase();
  if (!(await deps.rateLimiter.hit(`password-forgot:${address}`, RESET_MAILS_PER_HOUR, HOUR_MS))) {
    deps.logger.warn('Password reset requests rate-limited', { email: address });
    return;
  }
  const now = deps.clock.now();
  // A timer, not a microtask: the answer leaves before any of the account's work begins.
  const work: Promise<void> = new Promise((resolve) => setTimeout(resolve, 0))
    .then(() => mailResetLink(deps, address, now))
    .catch((error: unknown) => {
      deps.logger.error('Password reset link could not be made', { error: String(error) });
    })
    .finally(() => resetsAtWork.delete(work));
  resetsAtWork.add(work);
}

async function mailResetLink(deps: TApiDeps, address: string, now: Date): Promise<void> {
  const user = await findUserByEmail(deps.db, address);
  if (user?.is_active !== 1) return;
  const mail = await createPasswordLink(deps.db, user, 'reset', now);
  sendQuietly(deps, mail, user.id);
}

/** Resolves once every reset request answered so far has made and sent its link (or found no account). */
export async function settleResetRequests(): Promise<void> {
  while (resetsAtWork.size > 0) await Promise.all(resetsAtWork);
}

/**
 * A password link is a reset or an invitation: the same single-use, expiring token behind the same
 * page and call (POST /password/reset); an invitation lasts longer and reads as a welcome.
 */
export type TPasswordLinkKind = 'reset' | 'invitation';

/**
 * Stores a new link token for the user and returns the mail carrying it. Write it in the
 * transaction of the change that asks for it; send the mail once that commits.
 */
export async function createPasswordLink(
  db: Kysely<Database>,
  user: Pick<TUserRow, 'id' | 'name' | 'email'>,
  kind: TPasswordLinkKind,
  now: Date,
): Promise<TMail> {
  const token = randomToken();
  const ttlMs =
    kind === 'invitation' ? INVITATION_TTL_HOURS * 3_600_000 : PASSWORD_RESET_TTL_MINUTES * 60_000;
  await insertPasswordResetToken(db, {
    user_id: user.id,
    token_hash: await hashToken(token),
    expires_at: new Date(now.getTime() + ttlMs).toISOString(),
    created_at: now.toISOString(),
  });
  return kind === 'invitation' ? invitationMail(user, token) : resetMail(user, token);
}

/** Sends without making the caller wait or fail: the answer must not depend on the mail server. */
export function sendQuietly(deps: TApiDeps, mail: TMail, userId: number): void {
  deps.mailer.send(mail).catch((error: unknown) => {
    deps.logger.error('Password link mail could not be sent', { user_id: userId, error: String(error) });
  });
}

function invitationMail(user: Pick<TUserRow, 'name' | 'email'>, token: string): TMail {
  const link = `${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}&invite=1`;
  return {
    to: user.email,
    subject: 'You are invited to Tableside',
    text: [
      `Hello ${user.name},`,
      '',
      'You have been given a staff account on Tableside, the ordering system of your restaurant.',
      `Open this link within ${INVITATION_TTL_HOURS} hours to choose your password:`,
      '',
      link,
      '',
      `Then sign in with this email address (${user.email}) and your new password.`,
    ].join('\n'),
  };
}

function resetMail(user: Pick<TUserRow, 'name' | 'email'>, token: string): TMail {
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
 * account, since whoever knew the old password may hold one. Using one link ends all the account's
 * links (decision 0023): an older mail, or a second link raced against the first, sets nothing.
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
    if (!(await endOpenPasswordLinks(trx, user.id, nowIso)).includes(stored.id)) throw invalidResetLink();
    await savePasswordHash(trx, user.id, passwordHash, nowIso);
    await revokeUserRefreshTokens(trx, user.id, nowIso);
  });
  announceSessionsEnded(deps, user.id);
}

/** Password changes per account and per client address: the sign-in limit (decision 0047). */
const tooManyPasswordAttempts = () =>
  new AppError('RATE_LIMITED', 'Too many password attempts. Please wait a minute and try again.');

/**
 * Changes the caller's password; their other sessions end, the one making the change goes on, and
 * reset links mailed before no longer work. A wrong current password is a guessed password: it
 * counts towards the account's lock like a failed sign-in (423 at the fifth, also against the
 * right password until the lock runs out), and attempts are limited per account and per address
 * like sign-ins (429), so a stolen session cannot be used to find the password (decision 0047).
 */
export async function changePassword(
  deps: TApiDeps,
  caller: { userId: number; sessionId: string | null; clientAddress: string },
  input: TChangePassword,
): Promise<void> {
  const { userId, sessionId, clientAddress } = caller;
  const limit = (key: string) => deps.rateLimiter.hit(key, LOGIN_RATE_LIMIT_PER_MINUTE, MINUTE_MS);
  const allowed = await Promise.all([
    limit(`password-change:user:${userId}`),
    limit(`password-change:address:${clientAddress}`),
  ]);
  if (allowed.includes(false)) throw tooManyPasswordAttempts();

  const now = deps.clock.now();
  const user = await findUserById(deps.db, userId);
  if (user?.is_active !== 1) throw sessionExpired();
  if (isLocked(user, now)) throw accountLocked();
  if (!(await deps.hasher.verify(input.current_password, user.password_hash))) {
    const next = afterFailedSignIn(user, now);
    await saveLockState(deps.db, user.id, next);
    if (next.locked) {
      deps.logger.warn('Account locked after wrong current passwords', { user_id: user.id });
      throw accountLocked();
    }
    throw AppError.validation(
      { current_password: ['Current password is incorrect'] },
      'Current password is incorrect',
    );
  }
  const nowIso = now.toISOString();
  const passwordHash = await deps.hasher.hash(input.new_password);
  await deps.db.transaction().execute(async (trx) => {
    await savePasswordHash(trx, user.id, passwordHash, nowIso);
    await endOpenPasswordLinks(trx, user.id, nowIso);
    await revokeUserRefreshTokens(trx, user.id, nowIso, { exceptFamilyId: sessionId });
  });
  announceSessionsEnded(deps, user.id);
}

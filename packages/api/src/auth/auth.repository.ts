import type { Kysely } from 'kysely';
import type { Database, NewRow, Row } from '../db/schema.ts';
import type { TRoleEdge } from './access-resolution.ts';
import type { TLockState } from './login-lockout.ts';

/** All SQL of sign-in, sessions and password resets. Timestamps are ISO text from the injected clock. */
type TDb = Kysely<Database>;

export type TUserRow = Row<'users'>;
export type TRefreshTokenRow = Row<'refresh_tokens'>;
export type TPasswordResetTokenRow = Row<'password_reset_tokens'>;

/** Emails are matched without regard to case: people type them either way. */
export function findUserByEmail(db: TDb, email: string): Promise<TUserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .orderBy('id')
    .executeTakeFirst();
}

export function findUserById(db: TDb, id: number): Promise<TUserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function saveLockState(db: TDb, userId: number, state: TLockState): Promise<void> {
  await db
    .updateTable('users')
    .set({ failed_login_count: state.failed_login_count, locked_until: state.locked_until })
    .where('id', '=', userId)
    .execute();
}

export async function recordSignIn(db: TDb, userId: number, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ failed_login_count: 0, locked_until: null, last_login_at: now })
    .where('id', '=', userId)
    .execute();
}

/** A new password also lifts any lock (the owner has just proven who they are) and ends an invitation. */
export async function savePasswordHash(
  db: TDb,
  userId: number,
  passwordHash: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      password_hash: passwordHash,
      failed_login_count: 0,
      locked_until: null,
      invited_at: null,
      updated_at: now,
    })
    .where('id', '=', userId)
    .execute();
}

// Roles and claims ---------------------------------------------------------------------------

export async function findUserRoleIds(db: TDb, userId: number): Promise<number[]> {
  const rows = await db.selectFrom('user_roles').select('role_id').where('user_id', '=', userId).execute();
  return rows.map((row) => row.role_id);
}

/** The whole hierarchy: a handful of rows, walked in memory (cycle-safe) by access-resolution.ts. */
export function listRoleHierarchy(db: TDb): Promise<TRoleEdge[]> {
  return db.selectFrom('role_hierarchies').select(['parent_role_id', 'child_role_id']).execute();
}

export function findRoles(db: TDb, roleIds: readonly number[]): Promise<{ id: number; name: string }[]> {
  if (roleIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('roles').select(['id', 'name']).where('id', 'in', roleIds).execute();
}

export function findRoleClaims(
  db: TDb,
  roleIds: readonly number[],
): Promise<{ role_id: number; claim: string }[]> {
  if (roleIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('role_claims')
    .innerJoin('claims', 'claims.id', 'role_claims.claim_id')
    .select(['role_claims.role_id as role_id', 'claims.name as claim'])
    .where('role_claims.role_id', 'in', roleIds)
    .execute();
}

export async function findUserClaimNames(db: TDb, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('user_claims')
    .innerJoin('claims', 'claims.id', 'user_claims.claim_id')
    .select('claims.name as name')
    .where('user_claims.user_id', '=', userId)
    .execute();
  return rows.map((row) => row.name);
}

// Refresh tokens -------------------------------------------------------------------------------

export async function insertRefreshToken(db: TDb, row: NewRow<'refresh_tokens'>): Promise<number> {
  const inserted = await db
    .insertInto('refresh_tokens')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export function findRefreshTokenByHash(db: TDb, tokenHash: string): Promise<TRefreshTokenRow | undefined> {
  return db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

export function findRefreshTokenById(db: TDb, id: number): Promise<TRefreshTokenRow | undefined> {
  return db.selectFrom('refresh_tokens').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Marks a token as used up by its successor. Only succeeds for a token still live, so of two
 * concurrent refreshes with the same token exactly one wins; the other counts as a replay.
 */
export async function markRefreshTokenRotated(
  db: TDb,
  id: number,
  replacedById: number,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now, replaced_by_id: replacedById })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Whether the session (refresh-token family) of the user still has a token that was not revoked. */
export async function hasOpenRefreshToken(db: TDb, familyId: string, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select('id')
    .where('family_id', '=', familyId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function revokeRefreshTokenFamily(db: TDb, familyId: string, now: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Ends every session of a user (password reset, disabling an account), or every session but one
 * (password change keeps the caller signed in).
 */
export async function revokeUserRefreshTokens(
  db: TDb,
  userId: number,
  now: string,
  options: { exceptFamilyId?: string | null } = {},
): Promise<void> {
  let query = db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (options.exceptFamilyId) query = query.where('family_id', '!=', options.exceptFamilyId);
  await query.execute();
}

// Password reset tokens --------------------------------------------------------------------------

export async function insertPasswordResetToken(db: TDb, row: NewRow<'password_reset_tokens'>): Promise<void> {
  await db.insertInto('password_reset_tokens').values(row).execute();
}

export function findPasswordResetTokenByHash(
  db: TDb,
  tokenHash: string,
): Promise<TPasswordResetTokenRow | undefined> {
  return db
    .selectFrom('password_reset_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * Ends every open reset and invitation link of the user at once and answers the ids it ended. One
 * statement: of two requests using links of the same account at the same time, the second finds
 * nothing left open (its own link included), so one link sets one password.
 */
export async function endOpenPasswordLinks(db: TDb, userId: number, now: string): Promise<number[]> {
  const ended = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .returning('id')
    .execute();
  return ended.map((row) => row.id);
}

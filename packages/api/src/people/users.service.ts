import type { TAccessExplanation, TUser, TUserCreate, TUserUpdate } from '@tableside/shared/access.schemas';
import { AppError } from '@tableside/shared/errors';
import type { Kysely } from 'kysely';
import { recordAudit } from '../audit/audit.service.ts';
import { revokeUserRefreshTokens } from '../auth/auth.repository.ts';
import { randomToken } from '../auth/opaque-token.ts';
import { createPasswordLink, sendQuietly } from '../auth/password.service.ts';
import { announceSessionsEnded } from '../auth/session-liveness.ts';
import { readSettings } from '../config/settings.ts';
import type { TListResult } from '../db/list.ts';
import type { Database } from '../db/schema.ts';
import { createdColumns, updatedColumns } from '../db/stamp.ts';
import type { TApiDeps, TMail } from '../deps.ts';
import type { TPrincipal } from '../http/env.ts';
import { changeAccess, toUserView } from './access-change.ts';
import { accessErrors, explainAccess, holdsLessThan } from './access-rules.ts';
import {
  deleteUserRow,
  expireOpenResetTokens,
  findClaimByName,
  findRole,
  findRoleByName,
  findUser,
  findUserByEmailExcept,
  insertUser,
  listUsers,
  loadAccessModel,
  replaceUserClaims,
  replaceUserRoles,
  type TUserRow,
  updateUserRow,
} from './people.repository.ts';

type TDb = Kysely<Database>;

const emailTaken = () =>
  new AppError('CONFLICT', 'A user with this email already exists', {
    errors: { email: ['A user with this email already exists'] },
  });
const notSelf = (what: string) => AppError.validation({ is_active: [what] }, what);

async function requireUser(db: TDb, id: number): Promise<TUserRow> {
  const user = await findUser(db, id);
  if (!user) throw AppError.notFound('User', id);
  return user;
}

async function viewOf(db: TDb, id: number): Promise<TUser> {
  const [model, row] = await Promise.all([loadAccessModel(db), requireUser(db, id)]);
  return toUserView(model, row);
}

/** The listed role ids, each checked to exist (400 naming the field otherwise). */
async function existingRoles(db: TDb, roleIds: readonly number[]): Promise<number[]> {
  const unique = [...new Set(roleIds)];
  for (const id of unique) {
    if (!(await findRole(db, id))) throw AppError.validation({ role_ids: [`Role ${id} not found`] });
  }
  return unique;
}

export async function listUserViews(
  deps: TApiDeps,
  query: Readonly<Record<string, unknown>>,
): Promise<TListResult<TUser>> {
  const { search, role_id, ...rest } = query;
  const roleId = typeof role_id === 'string' && /^\d{1,9}$/.test(role_id) ? Number(role_id) : undefined;
  if (role_id !== undefined && role_id !== '' && roleId === undefined) {
    throw AppError.validation({ role_id: ['Expected a numeric id'] });
  }
  const [model, rows] = await Promise.all([
    loadAccessModel(deps.db),
    listUsers(deps.db, rest, { search: typeof search === 'string' ? search.trim() : undefined, roleId }),
  ]);
  return Array.isArray(rows)
    ? rows.map((row) => toUserView(model, row))
    : { ...rows, content: rows.content.map((row) => toUserView(model, row)) };
}

export function getUserView(deps: TApiDeps, id: number): Promise<TUser> {
  return viewOf(deps.db, id);
}

/**
 * A new team member (spec admin 7 POST /users). With a password they sign in with it; without one
 * they get an invitation mail to choose it. Without roles they get USER_PERMISSIONS.DEFAULT_STAFF_ROLE.
 */
export async function createUser(deps: TApiDeps, principal: TPrincipal, input: TUserCreate): Promise<TUser> {
  const defaultRole = (await readSettings(deps)).get('USER_PERMISSIONS.DEFAULT_STAFF_ROLE');
  const invited = input.password === undefined;
  const passwordHash = await deps.hasher.hash(input.password ?? randomToken());
  let mail: TMail | null = null;
  const id = await changeAccess(deps, principal, {}, async (trx, stamp) => {
    if (await findUserByEmailExcept(trx, input.email, null)) throw emailTaken();
    let roleIds: number[];
    if (input.role_ids) roleIds = await existingRoles(trx, input.role_ids);
    else {
      const role = await findRoleByName(trx, defaultRole);
      roleIds = role ? [role.id] : [];
    }
    const userId = await insertUser(trx, {
      name: input.name,
      email: input.email,
      password_hash: passwordHash,
      is_active: input.is_active === false ? 0 : 1,
      failed_login_count: 0,
      invited_at: invited ? stamp.at : null,
      ...createdColumns(stamp),
    });
    await replaceUserRoles(trx, userId, roleIds, stamp.at);
    // A disabled account keeps its invitation pending; enabling it and resending sends the link.
    if (invited && input.is_active !== false) {
      mail = await createPasswordLink(trx, { id: userId, ...input }, 'invitation', new Date(stamp.at));
    }
    const after = toUserView(await loadAccessModel(trx), (await findUser(trx, userId))!);
    await recordAudit(trx, stamp, {
      action: 'user.created',
      entityType: 'user',
      entityId: userId,
      summary: `Added ${input.name} (${after.roles.join(', ') || 'no role'})${invited ? ', invited by mail' : ''}`,
      after,
    });
    return userId;
  });
  if (mail) sendQuietly(deps, mail, id);
  return viewOf(deps.db, id);
}

/**
 * PUT /users/{id}: name, email, password, roles and active, each only when sent. Another person's
 * password or email only for someone holding strictly less (decision 0047). A new password or a
 * disabled account ends the user's sessions and their access tokens at once; setting one's own
 * password keeps the session making the change (`callerSessionId`).
 */
export async function updateUser(
  deps: TApiDeps,
  principal: TPrincipal,
  id: number,
  input: TUserUpdate,
  callerSessionId: string | null = null,
): Promise<TUser> {
  const self = id === principal.id;
  if (self && input.is_active === false) throw notSelf('You cannot disable your own account');
  const passwordHash = input.password === undefined ? undefined : await deps.hasher.hash(input.password);
  await changeAccess(deps, principal, { userIds: [id] }, async (trx, stamp) => {
    const row = await requireUser(trx, id);
    const model = await loadAccessModel(trx);
    const before = toUserView(model, row);
    const emailChanged = input.email !== undefined && input.email.toLowerCase() !== row.email.toLowerCase();
    if (!self && (passwordHash !== undefined || emailChanged) && !holdsLessThan(model, id, principal.id)) {
      throw accessErrors.notBelow();
    }
    if (input.email !== undefined && (await findUserByEmailExcept(trx, input.email, id))) throw emailTaken();
    if (input.role_ids) await replaceUserRoles(trx, id, await existingRoles(trx, input.role_ids), stamp.at);
    await updateUserRow(trx, id, {
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.email === undefined ? {} : { email: input.email }),
      ...(input.is_active === undefined ? {} : { is_active: input.is_active ? 1 : 0 }),
      ...(passwordHash === undefined
        ? {}
        : { password_hash: passwordHash, invited_at: null, failed_login_count: 0, locked_until: null }),
      ...updatedColumns(stamp),
    });
    // Disabling ends every session at once; the access cache refuses the open ones (403).
    if (input.is_active === false) await revokeUserRefreshTokens(trx, id, stamp.at);
    if (passwordHash !== undefined) {
      await expireOpenResetTokens(trx, id, stamp.at);
      // Whoever knew the old password may hold a session.
      const exceptFamilyId = self ? callerSessionId : null;
      await revokeUserRefreshTokens(trx, id, stamp.at, { exceptFamilyId });
    }
    const after = toUserView(await loadAccessModel(trx), await requireUser(trx, id));
    await recordAudit(trx, stamp, {
      action: userAction(before, after, passwordHash !== undefined),
      entityType: 'user',
      entityId: id,
      summary: userSummary(before, after, passwordHash !== undefined),
      before,
      after,
    });
  });
  if (input.is_active === false || passwordHash !== undefined) announceSessionsEnded(deps, id);
  return viewOf(deps.db, id);
}

function userAction(before: TUser, after: TUser, passwordSet: boolean): string {
  if (before.is_active && !after.is_active) return 'user.disabled';
  if (!before.is_active && after.is_active) return 'user.enabled';
  if (before.roles.join() !== after.roles.join()) return 'user.roles_changed';
  if (passwordSet) return 'user.password_set';
  return 'user.updated';
}

function userSummary(before: TUser, after: TUser, passwordSet: boolean): string {
  const changes: string[] = [];
  if (before.name !== after.name) changes.push(`name to ${after.name}`);
  if (before.email !== after.email) changes.push(`email to ${after.email}`);
  if (before.roles.join() !== after.roles.join())
    changes.push(`roles to ${after.roles.join(', ') || 'none'}`);
  if (passwordSet) changes.push('a new password');
  const status = before.is_active === after.is_active ? '' : after.is_active ? 'Enabled' : 'Disabled';
  if (status && changes.length === 0) return `${status} ${after.name}`;
  return `${status ? `${status} ${after.name} and changed` : `Changed ${after.name}:`} ${changes.join(', ') || 'nothing'}`;
}

export async function deleteUser(deps: TApiDeps, principal: TPrincipal, id: number): Promise<void> {
  if (id === principal.id) throw notSelf('You cannot delete your own account');
  await changeAccess(deps, principal, { userIds: [id] }, async (trx, stamp) => {
    const before = toUserView(await loadAccessModel(trx), await requireUser(trx, id));
    await deleteUserRow(trx, id);
    await recordAudit(trx, stamp, {
      action: 'user.deleted',
      entityType: 'user',
      entityId: id,
      summary: `Deleted ${before.name} (${before.email})`,
      before,
    });
  });
}

/**
 * POST /users/{id}/invite and /reset-password: mails a link to choose a password (an invitation
 * while the user has none yet, a reset otherwise). Earlier links stop working; nothing else changes.
 */
export async function sendPasswordLink(
  deps: TApiDeps,
  principal: TPrincipal,
  id: number,
  kind: 'invitation' | 'reset',
): Promise<TUser> {
  let mail: TMail | null = null;
  await changeAccess(deps, principal, { userIds: [id] }, async (trx, stamp) => {
    const user = await requireUser(trx, id);
    if (user.is_active !== 1) throw new AppError('CONFLICT', `Enable ${user.name}'s account first`);
    if (kind === 'invitation' && user.invited_at === null) {
      throw new AppError(
        'CONFLICT',
        `${user.name} has already chosen a password; send a password reset link instead`,
      );
    }
    await expireOpenResetTokens(trx, id, stamp.at);
    mail = await createPasswordLink(trx, user, kind, new Date(stamp.at));
    if (kind === 'invitation') await updateUserRow(trx, id, { invited_at: stamp.at });
    await recordAudit(trx, stamp, {
      action: kind === 'invitation' ? 'user.invited' : 'user.password_reset_sent',
      entityType: 'user',
      entityId: id,
      summary: `${kind === 'invitation' ? 'Sent a new invitation to' : 'Sent a password reset link to'} ${user.name}`,
    });
  });
  if (mail) sendQuietly(deps, mail, id);
  return viewOf(deps.db, id);
}

/** PUT /users/{id}/permissions: replaces the claims granted to the user directly. */
export async function setUserPermissions(
  deps: TApiDeps,
  principal: TPrincipal,
  id: number,
  names: readonly string[],
): Promise<TUser> {
  await changeAccess(deps, principal, { userIds: [id] }, async (trx, stamp) => {
    const before = toUserView(await loadAccessModel(trx), await requireUser(trx, id));
    const claimIds: number[] = [];
    for (const name of new Set(names)) {
      const claim = await findClaimByName(trx, name);
      if (!claim) throw AppError.validation({ permissions: [`Unknown permission: ${name}`] });
      claimIds.push(claim.id);
    }
    await replaceUserClaims(trx, id, claimIds, stamp.at);
    const after = toUserView(await loadAccessModel(trx), await requireUser(trx, id));
    await recordAudit(trx, stamp, {
      action: 'user.permissions_changed',
      entityType: 'user',
      entityId: id,
      summary: `Set the direct permissions of ${after.name} to ${after.direct_permissions.join(', ') || 'none'}`,
      before: { direct_permissions: before.direct_permissions },
      after: { direct_permissions: after.direct_permissions },
    });
  });
  return viewOf(deps.db, id);
}

/** GET /users/{id}/access: every permission of the user and where it comes from. */
export async function explainUserAccess(deps: TApiDeps, id: number): Promise<TAccessExplanation> {
  const [model] = await Promise.all([loadAccessModel(deps.db), requireUser(deps.db, id)]);
  return {
    permissions: explainAccess(model, {
      roleIds: model.userRoles.filter((link) => link.user_id === id).map((link) => link.role_id),
      directClaims: model.userClaims.filter((grant) => grant.user_id === id).map((grant) => grant.claim),
    }),
  };
}

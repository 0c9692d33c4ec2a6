import type { Kysely } from 'kysely';
import { listRows, type TListResult, type TListSpec } from '../db/list.ts';
import type { Database, NewRow, Row, RowUpdate } from '../db/schema.ts';
import { foldedEquals, foldedLike, likePattern } from '../db/text-fold.ts';
import type { TAccessModel } from './access-rules.ts';

/** All SQL of users, roles, claims and the four link tables (spec admin 7 "Users and access"). */
type TDb = Kysely<Database>;

export type TUserRow = Row<'users'>;
export type TRoleRow = Row<'roles'>;
export type TClaimRow = Row<'claims'>;

/**
 * The whole access model in six small queries: a restaurant has tens of users and a handful of
 * roles, so the rules (access-rules.ts) work on it in memory.
 */
export async function loadAccessModel(db: TDb): Promise<TAccessModel> {
  const [users, roles, userRoles, userClaims, roleClaims, hierarchy] = await Promise.all([
    db.selectFrom('users').select(['id', 'name', 'is_active']).execute(),
    db.selectFrom('roles').select(['id', 'name']).orderBy('id').execute(),
    db.selectFrom('user_roles').select(['user_id', 'role_id']).orderBy('id').execute(),
    db
      .selectFrom('user_claims')
      .innerJoin('claims', 'claims.id', 'user_claims.claim_id')
      .select(['user_claims.user_id as user_id', 'claims.name as claim'])
      .execute(),
    db
      .selectFrom('role_claims')
      .innerJoin('claims', 'claims.id', 'role_claims.claim_id')
      .select(['role_claims.role_id as role_id', 'claims.name as claim'])
      .execute(),
    db.selectFrom('role_hierarchies').select(['parent_role_id', 'child_role_id']).execute(),
  ]);
  return {
    users: users.map((user) => ({ ...user, is_active: user.is_active === 1 })),
    roles,
    userRoles,
    userClaims,
    roleClaims,
    hierarchy,
  };
}

// Users ------------------------------------------------------------------------------------------

export const USER_LIST_SPEC = {
  filters: { name: 'text', email: 'text', is_active: 'bool', last_login_at: 'date', created_at: 'date' },
  defaultSort: 'name',
} satisfies TListSpec;

/**
 * Users for the list endpoints. Beside the declared filters, `search` matches name or email and
 * `role_id` keeps users holding that role directly.
 */
export function listUsers(
  db: TDb,
  query: Readonly<Record<string, unknown>>,
  extra: { search?: string; roleId?: number },
): Promise<TListResult<TUserRow>> {
  let base = db.selectFrom('users').selectAll();
  if (extra.search) {
    const pattern = likePattern(extra.search);
    base = base.where((eb) => eb.or([foldedLike('name', pattern), foldedLike('email', pattern)]));
  }
  if (extra.roleId !== undefined) {
    const roleId = extra.roleId;
    base = base.where('id', 'in', (eb) =>
      eb.selectFrom('user_roles').select('user_id').where('role_id', '=', roleId),
    );
  }
  return listRows(base, query, USER_LIST_SPEC);
}

export function findUser(db: TDb, id: number): Promise<TUserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Another account with this email, ignoring case (emails are matched that way at sign-in). */
export function findUserByEmailExcept(db: TDb, email: string, exceptId: number | null) {
  let query = db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()));
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

export async function insertUser(db: TDb, row: NewRow<'users'>): Promise<number> {
  const { id } = await db.insertInto('users').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateUserRow(db: TDb, id: number, changes: RowUpdate<'users'>): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}

export async function deleteUserRow(db: TDb, id: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}

export async function replaceUserRoles(db: TDb, userId: number, roleIds: readonly number[], at: string) {
  await db.deleteFrom('user_roles').where('user_id', '=', userId).execute();
  if (roleIds.length === 0) return;
  await db
    .insertInto('user_roles')
    .values(roleIds.map((roleId) => ({ user_id: userId, role_id: roleId, created_at: at })))
    .execute();
}

export async function replaceUserClaims(db: TDb, userId: number, claimIds: readonly number[], at: string) {
  await db.deleteFrom('user_claims').where('user_id', '=', userId).execute();
  if (claimIds.length === 0) return;
  await db
    .insertInto('user_claims')
    .values(claimIds.map((claimId) => ({ user_id: userId, claim_id: claimId, created_at: at })))
    .execute();
}

/** Ends the invitation and reset links of a user not yet used, so only the newest one works. */
export async function expireOpenResetTokens(db: TDb, userId: number, at: string): Promise<void> {
  await db
    .updateTable('password_reset_tokens')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

// Roles and claims ----------------------------------------------------------------------------------

export function listRoleRows(db: TDb): Promise<TRoleRow[]> {
  return db.selectFrom('roles').selectAll().orderBy('id').execute();
}

export function findRole(db: TDb, id: number): Promise<TRoleRow | undefined> {
  return db.selectFrom('roles').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A role of this name, ignoring case and accents (decision 0024). */
export function findRoleByName(db: TDb, name: string): Promise<TRoleRow | undefined> {
  return db.selectFrom('roles').selectAll().where(foldedEquals('name', name)).executeTakeFirst();
}

export async function insertRole(db: TDb, row: NewRow<'roles'>): Promise<number> {
  const { id } = await db.insertInto('roles').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateRoleRow(db: TDb, id: number, changes: RowUpdate<'roles'>): Promise<void> {
  await db.updateTable('roles').set(changes).where('id', '=', id).execute();
}

/** The role's grants and links go with it (cascade). */
export async function deleteRoleRow(db: TDb, id: number): Promise<void> {
  await db.deleteFrom('roles').where('id', '=', id).execute();
}

export async function replaceRoleClaims(db: TDb, roleId: number, claimIds: readonly number[], at: string) {
  await db.deleteFrom('role_claims').where('role_id', '=', roleId).execute();
  if (claimIds.length === 0) return;
  await db
    .insertInto('role_claims')
    .values(claimIds.map((claimId) => ({ role_id: roleId, claim_id: claimId, created_at: at })))
    .execute();
}

export const CLAIM_LIST_SPEC = {
  filters: { name: 'text', description: 'text' },
  defaultSort: 'name',
} satisfies TListSpec;

export function listClaims(
  db: TDb,
  query: Readonly<Record<string, unknown>>,
): Promise<TListResult<TClaimRow>> {
  return listRows(db.selectFrom('claims').selectAll(), query, CLAIM_LIST_SPEC);
}

export function listClaimRows(db: TDb): Promise<TClaimRow[]> {
  return db.selectFrom('claims').selectAll().orderBy('name').execute();
}

export function findClaim(db: TDb, id: number): Promise<TClaimRow | undefined> {
  return db.selectFrom('claims').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findClaimByName(db: TDb, name: string): Promise<TClaimRow | undefined> {
  return db.selectFrom('claims').selectAll().where('name', '=', name).executeTakeFirst();
}

export async function insertClaim(db: TDb, row: NewRow<'claims'>): Promise<number> {
  const { id } = await db.insertInto('claims').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateClaimRow(db: TDb, id: number, changes: RowUpdate<'claims'>): Promise<void> {
  await db.updateTable('claims').set(changes).where('id', '=', id).execute();
}

export async function deleteClaimRow(db: TDb, id: number): Promise<void> {
  await db.deleteFrom('claims').where('id', '=', id).execute();
}

// The four link tables ----------------------------------------------------------------------------

/** Each link table and its two columns, in the order the spec names them. */
export const LINK_TABLES = {
  user_roles: ['user_id', 'role_id'],
  user_claims: ['user_id', 'claim_id'],
  role_claims: ['role_id', 'claim_id'],
  role_hierarchies: ['parent_role_id', 'child_role_id'],
} as const;
export type TLinkTable = keyof typeof LINK_TABLES;
export type TLinkRow = { id: number; created_at: string } & Record<string, number | string>;

export function linkListSpec(table: TLinkTable): TListSpec {
  const [a, b] = LINK_TABLES[table];
  return { filters: { [a]: 'int', [b]: 'int', created_at: 'date' }, defaultSort: 'id' };
}

export function listLinks(
  db: TDb,
  table: TLinkTable,
  query: Readonly<Record<string, unknown>>,
): Promise<TListResult<TLinkRow>> {
  const base = (db as unknown as Kysely<Record<TLinkTable, TLinkRow>>).selectFrom(table).selectAll();
  return listRows(base, query, linkListSpec(table));
}

function linkDb(db: TDb) {
  return db as unknown as Kysely<Record<TLinkTable, TLinkRow>>;
}

export async function findLink(db: TDb, table: TLinkTable, id: number): Promise<TLinkRow | undefined> {
  return (await linkDb(db).selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst()) as
    | TLinkRow
    | undefined;
}

/** The link joining the same two rows, other than `exceptId`. */
export async function findSameLink(
  db: TDb,
  table: TLinkTable,
  values: readonly [number, number],
  exceptId: number | null,
): Promise<TLinkRow | undefined> {
  const [a, b] = LINK_TABLES[table];
  let query = linkDb(db).selectFrom(table).selectAll().where(a, '=', values[0]).where(b, '=', values[1]);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) as TLinkRow | undefined;
}

export async function insertLink(
  db: TDb,
  table: TLinkTable,
  values: readonly [number, number],
  at: string,
): Promise<number> {
  const [a, b] = LINK_TABLES[table];
  const { id } = await linkDb(db)
    .insertInto(table)
    .values({ [a]: values[0], [b]: values[1], created_at: at } as TLinkRow)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id as number;
}

export async function updateLink(
  db: TDb,
  table: TLinkTable,
  id: number,
  values: readonly [number, number],
): Promise<void> {
  const [a, b] = LINK_TABLES[table];
  await linkDb(db)
    .updateTable(table)
    .set({ [a]: values[0], [b]: values[1] } as Partial<TLinkRow>)
    .where('id', '=', id)
    .execute();
}

export async function deleteLink(db: TDb, table: TLinkTable, id: number): Promise<void> {
  await linkDb(db).deleteFrom(table).where('id', '=', id).execute();
}

import type { TSession } from '@tableside/shared/auth.schemas';
import { ROLE_NAMES, SEEDED_ROLES, type TRoleName } from '@tableside/shared/permissions';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { TApiDeps, THasher } from '../deps.ts';
import { findUserById } from './auth.repository.ts';
import { issueSession, newSessionFamily } from './session.service.ts';

/**
 * Users, roles and claims written straight into the database for tests, independent of the sample
 * cafe seed. A seeded role name (OWNER, MANAGER, WAITER, KITCHEN) gets its seeded permissions.
 */
type TDb = Kysely<Database>;

export type TNewTestUser = {
  email: string;
  password: string;
  name?: string;
  roles?: string[];
  /** Claims granted to the user directly (user_claims). */
  permissions?: string[];
  is_active?: boolean;
};

export async function createUser(db: TDb, hasher: THasher, user: TNewTestUser): Promise<{ id: number }> {
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto('users')
    .values({
      name: user.name ?? user.email.split('@')[0] ?? 'Test user',
      email: user.email,
      password_hash: await hasher.hash(user.password),
      is_active: user.is_active === false ? 0 : 1,
      failed_login_count: 0,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const role of user.roles ?? []) {
    await db
      .insertInto('user_roles')
      .values({ user_id: id, role_id: await ensureRole(db, role) })
      .execute();
  }
  for (const permission of user.permissions ?? []) {
    await db
      .insertInto('user_claims')
      .values({ user_id: id, claim_id: await ensureClaim(db, permission) })
      .execute();
  }
  return { id };
}

/** The role's id, creating it (with its claims) when missing. */
export async function ensureRole(db: TDb, name: string, permissions?: readonly string[]): Promise<number> {
  const existing = await db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirst();
  if (existing) return existing.id;
  const { id } = await db
    .insertInto('roles')
    .values({ name, updated_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const claims = permissions ?? (isSeededRole(name) ? SEEDED_ROLES[name].permissions : []);
  for (const claim of claims) {
    await db
      .insertInto('role_claims')
      .values({ role_id: id, claim_id: await ensureClaim(db, claim) })
      .execute();
  }
  return id;
}

export async function ensureClaim(db: TDb, name: string): Promise<number> {
  const existing = await db.selectFrom('claims').select('id').where('name', '=', name).executeTakeFirst();
  if (existing) return existing.id;
  const { id } = await db
    .insertInto('claims')
    .values({ name, updated_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Makes `parent` contain `child` (role_hierarchies). */
export async function linkRoles(db: TDb, parent: string, child: string): Promise<void> {
  await db
    .insertInto('role_hierarchies')
    .values({ parent_role_id: await ensureRole(db, parent), child_role_id: await ensureRole(db, child) })
    .execute();
}

function isSeededRole(name: string): name is TRoleName {
  return (ROLE_NAMES as readonly string[]).includes(name);
}

let userCounter = 0;

/**
 * A user with a live session, minted directly (no /auth/login call, so sign-in rate limits do not
 * get in the way of other tests). Send `headers` to call endpoints as this user.
 */
export async function createSignedInUser(
  deps: TApiDeps,
  user: Partial<TNewTestUser> = {},
): Promise<{ id: number; session: TSession; headers: { Authorization: string } }> {
  userCounter += 1;
  const { id } = await createUser(deps.db, deps.hasher, {
    email: `user${userCounter}@example.com`,
    password: 'secret-password',
    ...user,
  });
  const row = await findUserById(deps.db, id);
  if (!row) throw new Error(`User ${id} vanished`);
  const { session } = await issueSession(deps, row, { familyId: newSessionFamily(), deviceInfo: 'test' });
  return { id, session, headers: { Authorization: `Bearer ${session.access_token}` } };
}

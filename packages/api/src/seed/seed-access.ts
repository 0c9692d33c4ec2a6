import { PERMISSIONS, ROLE_NAMES, SEEDED_ROLES } from '@tableside/shared/permissions';
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { ADMIN_NAME, PERMISSION_DESCRIPTIONS } from './reference-data.ts';
import { auditColumns, insertReturningIds, insertRows, type TSeedStamp } from './seed-insert.ts';

/** spec customer 6: the staff user called Administrator has id 1. */
export const ADMIN_USER_ID = 1;

/**
 * The admin gets id 1 explicitly: on PostgreSQL a failed earlier attempt may have used up sequence
 * values, so insertion order alone would not guarantee it. The sequence is then moved past it.
 */
export async function seedAdmin(
  db: Kysely<Database>,
  admin: { email: string; passwordHash: string },
  now: string,
): Promise<TSeedStamp> {
  await db
    .insertInto('users')
    .values({
      id: ADMIN_USER_ID,
      name: ADMIN_NAME,
      email: admin.email.trim().toLowerCase(),
      password_hash: admin.passwordHash,
      is_active: 1,
      failed_login_count: 0,
      created_at: now,
      updated_at: now,
      created_by: null,
      created_by_name: null,
      updated_by: null,
      updated_by_name: null,
    })
    .execute();
  if (isPostgres(db)) {
    await sql`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`.execute(db);
  }
  return { now, adminId: ADMIN_USER_ID };
}

/** Roles and claims are data (DESIGN 3), seeded from SEEDED_ROLES; the admin is an OWNER. */
export async function seedRoles(db: Kysely<Database>, stamp: TSeedStamp): Promise<void> {
  const audit = auditColumns(stamp);
  const claimIds = await insertReturningIds(
    PERMISSIONS.map((name) => ({ name, description: PERMISSION_DESCRIPTIONS[name], ...audit })),
    (chunk) => db.insertInto('claims').values(chunk).returning('id').execute(),
  );
  const claimId = new Map(PERMISSIONS.map((name, index) => [name, claimIds[index]!]));
  const roleIds = await insertReturningIds(
    ROLE_NAMES.map((name) => ({ name, description: SEEDED_ROLES[name].description, ...audit })),
    (chunk) => db.insertInto('roles').values(chunk).returning('id').execute(),
  );
  const roleClaims = ROLE_NAMES.flatMap((role, index) =>
    SEEDED_ROLES[role].permissions.map((permission) => ({
      role_id: roleIds[index]!,
      claim_id: claimId.get(permission)!,
      created_at: stamp.now,
    })),
  );
  await insertRows(roleClaims, (chunk) => db.insertInto('role_claims').values(chunk).execute());
  const ownerId = roleIds[ROLE_NAMES.indexOf('OWNER')]!;
  await db
    .insertInto('user_roles')
    .values({ user_id: stamp.adminId, role_id: ownerId, created_at: stamp.now })
    .execute();
}

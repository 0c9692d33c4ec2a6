import { type Kysely, sql } from 'kysely';

/**
 * Adds a permission introduced after databases were created, and grants it to those of the named
 * roles that exist. On a new database the claims table is still empty when migrations run (seeding
 * adds every permission of shared/permissions.ts afterwards), so nothing is written then. Migrations
 * are frozen once shipped: a later permission gets its own migration calling this.
 */
export async function addPermission(
  db: Kysely<unknown>,
  permission: { name: string; description: string; roles: readonly string[] },
): Promise<void> {
  const { rows } = await sql<{ claims: number | string }>`select count(*) as claims from claims`.execute(db);
  if (Number(rows[0]?.claims ?? 0) === 0) return;
  const now = new Date().toISOString();
  await sql`insert into claims (name, description, created_at, updated_at)
            select ${permission.name}, ${permission.description}, ${now}, ${now}
            where not exists (select 1 from claims where name = ${permission.name})`.execute(db);
  for (const role of permission.roles) {
    await sql`insert into role_claims (role_id, claim_id, created_at)
              select r.id, c.id, ${now} from roles r, claims c
              where r.name = ${role} and c.name = ${permission.name}
                and not exists (select 1 from role_claims rc where rc.role_id = r.id and rc.claim_id = c.id)`.execute(
      db,
    );
  }
}

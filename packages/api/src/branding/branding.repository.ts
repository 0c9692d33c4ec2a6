import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Stored values of the given settings, keyed by GROUP.KEY; absent keys are simply missing. */
export async function findSettingValues(
  db: Kysely<Database>,
  keys: readonly string[],
): Promise<Map<string, string | null>> {
  const rows = await db
    .selectFrom('config_settings')
    .select(['key', 'value'])
    .where('key', 'in', keys)
    .execute();
  return new Map(rows.map((row) => [row.key, row.value]));
}

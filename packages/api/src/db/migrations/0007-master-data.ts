import type { Kysely } from 'kysely';
import { defaults, tableKit } from './table-kit.ts';

/**
 * Master data (docs/decisions/0018-master-data.md): countries, units and banks can be switched off
 * like languages, currencies and taxes, and their codes are unique, so a race between two saves (or
 * an import) ends in a clear 409 rather than a duplicate. Languages and currencies had unique codes
 * from the start; a bank may have no code (many nulls are allowed).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { index } = tableKit(db);
  for (const table of ['countries', 'units', 'banks']) {
    await db.schema.alterTable(table).addColumn('is_active', 'integer', defaults(1)).execute();
  }
  await db.schema.dropIndex('ix_countries_code').execute();
  await index('countries', ['code'], { unique: true });
  await index('units', ['code'], { unique: true });
  await index('banks', ['code'], { unique: true });
}

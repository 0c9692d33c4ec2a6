import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * The one definition of "a restaurant's tables" when they are counted or laid out (issue 41): every
 * table that is not archived, active or not. A location's tables_count, the floor plan and the
 * Tables screen's default view ("Not archived", COUNTED_TABLES in shared/tables.schemas.ts) all use
 * it, so the three agree. Archived tables still belong to their location (deleting it is refused).
 */
export function isCountedTable(eb: ExpressionBuilder<Database, 'benches'>) {
  return eb('benches.archived', '=', 0);
}

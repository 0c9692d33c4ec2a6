import type { TTableValidation } from '@tableside/shared/tables.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { findBenchById } from './tables.repository.ts';

/**
 * spec (customer 2): a scanned QR code names a table; guests may order there only when it exists,
 * is active and is not archived. An unknown table is an answer (valid: false), not an error.
 */
export async function validateTable(db: Kysely<Database>, id: number): Promise<TTableValidation> {
  const bench = await findBenchById(db, id);
  if (!bench?.active || bench.archived) return { valid: false };
  return { valid: true, bench: { id: bench.id, name: bench.name, seat_capacity: bench.seat_capacity } };
}

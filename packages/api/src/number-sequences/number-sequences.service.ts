import { AppError } from '@tableside/shared/errors';
import {
  formatSequenceNumber,
  type TNumberRecord,
  type TNumberRecordCreate,
  type TNumberRecordUpdate,
} from '@tableside/shared/number-records.schemas';
import type { Kysely } from 'kysely';
import { recordAudit } from '../audit/audit.service.ts';
import type { Database, Row } from '../db/schema.ts';
import { stampOf } from '../db/stamp.ts';
import type { TApiDeps } from '../deps.ts';
import type { TPrincipal } from '../http/env.ts';
import {
  deleteNumberRecord,
  findNumberRecord,
  findNumberRecordClash,
  insertNumberRecord,
  toNumberRecord,
  updateNumberRecord,
} from './number-sequences.repository.ts';

/**
 * The rules of number sequences (docs/decisions/0017-number-sequences.md): entity names and
 * non-empty prefixes are unique (two sequences printing the same numbers could not be told apart),
 * the counter only moves forward, and the product's own sequences stay. Every change is audited.
 */
type TDb = Kysely<Database>;

async function requireRecord(db: TDb, id: number): Promise<Row<'number_records'>> {
  const record = await findNumberRecord(db, id);
  if (!record) throw AppError.notFound('Number sequence', id);
  return record;
}

export async function getNumberRecord(db: TDb, id: number): Promise<TNumberRecord> {
  return toNumberRecord(await requireRecord(db, id));
}

async function checkClash(db: TDb, clash: { entityName?: string; prefix: string }, exceptId?: number) {
  const other = await findNumberRecordClash(db, clash, exceptId);
  if (!other) return;
  if (other.entity_name === clash.entityName) {
    const message = `A number sequence for ${other.entity_name} already exists`;
    throw new AppError('CONFLICT', message, { errors: { entity_name: [message] } });
  }
  const message = `The prefix ${other.prefix} is already used by ${other.entity_name}`;
  throw new AppError('CONFLICT', message, { errors: { prefix: [message] } });
}

export async function createNumberRecord(
  deps: TApiDeps,
  input: TNumberRecordCreate,
  principal: TPrincipal,
): Promise<TNumberRecord> {
  const stamp = stampOf(deps, principal);
  const id = await deps.db.transaction().execute(async (trx) => {
    await checkClash(trx, { entityName: input.entity_name, prefix: input.prefix });
    const recordId = await insertNumberRecord(
      trx,
      {
        entityName: input.entity_name,
        prefix: input.prefix,
        padding: input.padding,
        currentValue: input.next_value - 1,
      },
      stamp,
    );
    const created = await getNumberRecord(trx, recordId);
    await recordAudit(trx, stamp, {
      action: 'number_record.created',
      entityType: 'number_record',
      entityId: recordId,
      summary: `Created the number sequence ${created.entity_name} starting at ${created.next_formatted}`,
      after: created,
    });
    return recordId;
  });
  return getNumberRecord(deps.db, id);
}

/**
 * Prefix and padding change what later numbers look like; numbers already handed out keep theirs.
 * The next number moves forward only: back onto a number already handed out is a 409.
 */
export async function changeNumberRecord(
  deps: TApiDeps,
  id: number,
  input: TNumberRecordUpdate,
  principal: TPrincipal,
): Promise<TNumberRecord> {
  const stamp = stampOf(deps, principal);
  await deps.db.transaction().execute(async (trx) => {
    const before = toNumberRecord(await requireRecord(trx, id));
    await checkClash(trx, { prefix: input.prefix }, id);
    const { next_value: next } = input;
    if (next !== undefined && next < before.next_value) throw notForward(before);
    const moved = await updateNumberRecord(
      trx,
      id,
      {
        prefix: input.prefix,
        padding: input.padding,
        currentValue: next === undefined ? undefined : next - 1,
      },
      stamp,
    );
    // A number was handed out between the read and the update.
    if (!moved) throw notForward(toNumberRecord(await requireRecord(trx, id)));
    const after = await getNumberRecord(trx, id);
    await recordAudit(trx, stamp, {
      action: 'number_record.updated',
      entityType: 'number_record',
      entityId: id,
      summary:
        after.next_value === before.next_value
          ? `Changed the number format of ${after.entity_name} to ${after.next_formatted}`
          : `Set the next number of ${after.entity_name} to ${after.next_formatted}`,
      before,
      after,
    });
  });
  return getNumberRecord(deps.db, id);
}

function notForward(current: TNumberRecord): AppError {
  const used = current.last_formatted ?? formatSequenceNumber(current.prefix, 0, current.padding);
  const message = `Numbers up to ${used} are already used; the next number can be ${current.next_formatted} or later`;
  return new AppError('CONFLICT', message, { errors: { next_value: [message] }, data: current });
}

/** The product's own sequences (ORDER, INVOICE, CUSTOMER) are in use and stay. */
export async function removeNumberRecord(deps: TApiDeps, id: number, principal: TPrincipal): Promise<void> {
  const stamp = stampOf(deps, principal);
  await deps.db.transaction().execute(async (trx) => {
    const before = toNumberRecord(await requireRecord(trx, id));
    if (before.built_in) {
      throw new AppError(
        'CONFLICT',
        `The ${before.entity_name} sequence is used by Tableside and cannot be deleted`,
      );
    }
    await deleteNumberRecord(trx, id);
    await recordAudit(trx, stamp, {
      action: 'number_record.deleted',
      entityType: 'number_record',
      entityId: id,
      summary: `Deleted the number sequence ${before.entity_name}`,
      before,
    });
  });
}

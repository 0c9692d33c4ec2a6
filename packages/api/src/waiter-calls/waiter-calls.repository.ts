import type { TWaiterCallReason } from '@tableside/shared/waiter-call-reasons';
import type { TGuestWaiterCall, TWaiterCall } from '@tableside/shared/waiter-calls.schemas';
import type { Kysely } from 'kysely';
import type { Database, Row } from '../db/schema.ts';

type TDb = Kysely<Database>;

/** Staff screens show at most this many calls; a restaurant never has more open at once. */
const LIST_LIMIT = 200;

export function toGuestWaiterCall(row: Row<'waiter_calls'>): TGuestWaiterCall {
  return {
    id: row.id,
    bench_id: row.bench_id,
    reason: row.reason as TWaiterCallReason,
    created_at: row.created_at,
    acknowledged: row.acknowledged_at !== null,
  };
}

export function findOpenCall(
  db: TDb,
  benchId: number,
  reason: TWaiterCallReason,
): Promise<Row<'waiter_calls'> | undefined> {
  return db
    .selectFrom('waiter_calls')
    .selectAll()
    .where('bench_id', '=', benchId)
    .where('reason', '=', reason)
    .where('acknowledged_at', 'is', null)
    .executeTakeFirst();
}

export function insertWaiterCall(
  db: TDb,
  call: { bench_id: number; reason: TWaiterCallReason; created_at: string },
): Promise<Row<'waiter_calls'>> {
  return db.insertInto('waiter_calls').values(call).returningAll().executeTakeFirstOrThrow();
}

/** A table's open calls and those acknowledged since `since` (so the guest sees "on the way"). */
export function listBenchCalls(db: TDb, benchId: number, since: string): Promise<Row<'waiter_calls'>[]> {
  return db
    .selectFrom('waiter_calls')
    .selectAll()
    .where('bench_id', '=', benchId)
    .where((eb) => eb.or([eb('acknowledged_at', 'is', null), eb('acknowledged_at', '>=', since)]))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

function staffView(db: TDb) {
  return db
    .selectFrom('waiter_calls as w')
    .innerJoin('benches as b', 'b.id', 'w.bench_id')
    .select([
      'w.id',
      'w.bench_id',
      'b.name as bench_name',
      'w.reason',
      'w.created_at',
      'w.acknowledged_at',
      'w.acknowledged_by',
      'w.acknowledged_by_name',
    ]);
}

type TStaffRow = Omit<TWaiterCall, 'reason'> & { reason: string };
const toWaiterCall = (row: TStaffRow): TWaiterCall => ({ ...row, reason: row.reason as TWaiterCallReason });

/** Open calls oldest first (the call waiting longest leads); all calls newest first. */
export async function listWaiterCalls(db: TDb, onlyOpen: boolean): Promise<TWaiterCall[]> {
  const query = onlyOpen
    ? staffView(db).where('w.acknowledged_at', 'is', null).orderBy('w.created_at').orderBy('w.id')
    : staffView(db).orderBy('w.created_at', 'desc').orderBy('w.id', 'desc');
  return (await query.limit(LIST_LIMIT).execute()).map(toWaiterCall);
}

export async function findWaiterCallView(db: TDb, id: number): Promise<TWaiterCall | undefined> {
  const row = await staffView(db).where('w.id', '=', id).executeTakeFirst();
  return row && toWaiterCall(row);
}

export function findWaiterCall(db: TDb, id: number): Promise<Row<'waiter_calls'> | undefined> {
  return db.selectFrom('waiter_calls').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Only an open call: of two staff acknowledging at once, one gets the row, the other undefined. */
export function acknowledgeCall(
  db: TDb,
  id: number,
  by: { at: string; id: number; name: string },
): Promise<Row<'waiter_calls'> | undefined> {
  return db
    .updateTable('waiter_calls')
    .set({ acknowledged_at: by.at, acknowledged_by: by.id, acknowledged_by_name: by.name })
    .where('id', '=', id)
    .where('acknowledged_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

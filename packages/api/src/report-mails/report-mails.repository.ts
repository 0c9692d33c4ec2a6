import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The record of scheduled report mails (migration 0016, decision 0033). */
type TDb = Kysely<Database>;
export type TPeriodKey = { schedule: string; period_start: string };

/** Claims a period for sending: true for the one instance whose insert made the row. */
export async function insertClaim(
  db: TDb,
  claim: TPeriodKey & { period_end: string; recipient: string; format: string; at: string },
): Promise<boolean> {
  const result = await db
    .insertInto('report_mails')
    .values({
      schedule: claim.schedule,
      period_start: claim.period_start,
      period_end: claim.period_end,
      recipient: claim.recipient,
      format: claim.format,
      status: 'SENDING',
      attempted_at: claim.at,
    })
    .onConflict((conflict) => conflict.columns(['schedule', 'period_start']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Takes a period again for another attempt: a FAILED one, or a SENDING one whose instance has not
 * finished since `staleBefore` (it stopped mid-send). One conditional UPDATE, so one instance wins.
 */
export async function retakeClaim(
  db: TDb,
  key: TPeriodKey & {
    recipient: string;
    format: string;
    at: string;
    staleBefore: string;
    maxAttempts: number;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('report_mails')
    .set((eb) => ({
      status: 'SENDING',
      attempts: eb('attempts', '+', 1),
      attempted_at: key.at,
      recipient: key.recipient,
      format: key.format,
    }))
    .where('schedule', '=', key.schedule)
    .where('period_start', '=', key.period_start)
    .where('attempts', '<', key.maxAttempts)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'FAILED'),
        eb.and([eb('status', '=', 'SENDING'), eb('attempted_at', '<=', key.staleBefore)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function markSent(db: TDb, key: TPeriodKey, at: string): Promise<void> {
  await db
    .updateTable('report_mails')
    .set({ status: 'SENT', sent_at: at, error: null })
    .where('schedule', '=', key.schedule)
    .where('period_start', '=', key.period_start)
    .execute();
}

export async function markFailed(db: TDb, key: TPeriodKey, error: string): Promise<number> {
  const row = await db
    .updateTable('report_mails')
    .set({ status: 'FAILED', error: error.slice(0, 1000) })
    .where('schedule', '=', key.schedule)
    .where('period_start', '=', key.period_start)
    .returning('attempts')
    .executeTakeFirst();
  return row?.attempts ?? 0;
}

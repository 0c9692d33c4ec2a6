import { encodeSelectValue, findConfigSetting, type TSettingKey } from '@tableside/shared/config-catalogue';
import { setSettingValue } from '../test/settings.ts';
import type { TTestContext } from '../test/test-context.ts';

/** Chooses `choice` of a SELECT setting, stored in the catalogue's 'KEY:1|KEY:0' form. */
export async function setChoice(ctx: TTestContext, key: TSettingKey, choice: string): Promise<void> {
  const keys = findConfigSetting(key)?.choiceKeys ?? [];
  await setSettingValue(ctx, key, encodeSelectValue(keys, [choice]));
}

/** A bill with completed cash payments of 10.00 taken at `instants` (ISO), for the report's figures. */
export async function paymentsAt(ctx: TTestContext, instants: string[]): Promise<void> {
  const now = ctx.clock.now().toISOString();
  const bill = await ctx.db
    .insertInto('bills')
    .values({
      bench_id: null,
      bench_name: 'Report table',
      status: 'OPEN',
      split_mode: 'WHOLE',
      payment_method: null,
      tip_percent: null,
      tip_amount: null,
      requested_at: null,
      acknowledged_at: null,
      acknowledged_by: null,
      invoice_number: null,
      settled_at: null,
      settled_by: null,
      settled_by_name: null,
      cleared_at: null,
      updated_at: now,
      created_by: null,
      created_by_name: null,
      updated_by: null,
      updated_by_name: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const at of instants) {
    await ctx.db
      .insertInto('payments')
      .values({
        bill_id: bill.id,
        share_id: null,
        method: 'CASH',
        amount: 1000,
        cash_given: null,
        change_given: null,
        status: 'COMPLETED',
        taken_by: null,
        taken_by_name: null,
        created_at: at,
        reason: null,
        corrected_at: null,
        corrected_by: null,
        corrected_by_name: null,
        provider: null,
        provider_reference: null,
      })
      .execute();
  }
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TTestContext } from '../test/test-context.ts';
import { loadOrderSettings } from './order-settings.service.ts';

const NOW = '2025-03-14T15:30:00.000Z';
const KEY = 'KITCHEN_OPERATIONS.WAIT_TIME_CALCULATION';

describe('loadOrderSettings: the wait-time rule', () => {
  let ctx: TTestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ now: NOW });
  });
  afterAll(() => ctx.close());

  async function store(value: string) {
    await ctx.db.deleteFrom('config_settings').where('key', '=', KEY).execute();
    await ctx.db
      .insertInto('config_settings')
      .values({
        key: KEY,
        group_name: 'KITCHEN_OPERATIONS',
        type: 'SELECT',
        value,
        default_value: null,
        sort_order: 0,
        updated_at: NOW,
        updated_by: null,
      })
      .execute();
    ctx.deps.events.publish({ type: 'config.changed', keys: [KEY] });
  }

  it('follows the catalogue default (AVERAGE, 20 minutes) when nothing is stored', async () => {
    expect((await loadOrderSettings(ctx.deps)).waitTime).toEqual({
      method: 'AVERAGE',
      defaultPrepMinutes: 20,
    });
  });

  it('reads the selected method', async () => {
    await store('AVERAGE:0|MAXIMUM:1|CUSTOM:0');
    expect((await loadOrderSettings(ctx.deps)).waitTime.method).toBe('MAXIMUM');
    await store('AVERAGE:0|MAXIMUM:0|CUSTOM:1');
    expect((await loadOrderSettings(ctx.deps)).waitTime.method).toBe('CUSTOM');
  });

  it('falls back to AVERAGE for a value it does not know', async () => {
    await store('SLOWEST:1');
    expect((await loadOrderSettings(ctx.deps)).waitTime.method).toBe('AVERAGE');
  });
});

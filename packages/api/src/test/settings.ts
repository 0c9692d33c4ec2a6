import type { TSettingKey } from '@tableside/shared/config-catalogue';
import type { TTestContext } from './test-context.ts';

/**
 * Writes a setting straight to the database, as an owner's save would, and tells the instance's
 * caches (settings, public menu) the way a configuration write does. `null` stores no value; a
 * setting the database lacks is left absent (the accessor then reads the catalogue default).
 */
export async function setSettingValue(
  ctx: TTestContext,
  key: TSettingKey,
  value: string | null,
): Promise<void> {
  await ctx.db.updateTable('config_settings').set({ value }).where('key', '=', key).execute();
  ctx.deps.events.publish({ type: 'config.changed', keys: [key] });
  ctx.deps.events.publish({ type: 'menu.changed' });
}

/** Removes a setting's row, as an old or partial database may lack it. */
export async function deleteSetting(ctx: TTestContext, key: TSettingKey): Promise<void> {
  await ctx.db.deleteFrom('config_settings').where('key', '=', key).execute();
  ctx.deps.events.publish({ type: 'config.changed', keys: [key] });
  ctx.deps.events.publish({ type: 'menu.changed' });
}

import type { TConfigSettingView, TConfigView } from '@tableside/shared/config.schemas';
import { type TConfigValueType, validateConfigValue } from '@tableside/shared/config-catalogue';
import { AppError, type TFieldErrors } from '@tableside/shared/errors';
import type { TApiDeps } from '../deps.ts';
import type { TPrincipal } from '../http/env.ts';
import { SETTINGS as MENU_SETTINGS } from '../menu/public-menu-snapshot.ts';
import { findStoredSettings, loadGroupTexts, loadSettings, writeSettingValue } from './config.repository.ts';

/** Settings the guests' menu is built from: writing one drops the public menu cache. */
const MENU_KEYS: ReadonlySet<string> = new Set(Object.values(MENU_SETTINGS));

/** GET /config: every group with its texts under `_translations` and its settings by key. */
export async function getConfig(deps: TApiDeps): Promise<TConfigView> {
  const [settings, groupTexts] = await Promise.all([loadSettings(deps.db), loadGroupTexts(deps.db)]);
  const view: TConfigView = {};
  for (const setting of settings) {
    view[setting.group] ??= { _translations: groupTexts.get(setting.group) ?? {} };
    view[setting.group]![setting.key] = setting;
  }
  return view;
}

/** GET /config/group/{group}; an unknown group is a 404. */
export async function getConfigGroup(deps: TApiDeps, group: string): Promise<TConfigView[string]> {
  const [settings, groupTexts] = await Promise.all([
    loadSettings(deps.db, group),
    loadGroupTexts(deps.db, group),
  ]);
  if (settings.length === 0) throw AppError.notFound('Configuration group', group);
  return {
    _translations: groupTexts.get(group) ?? {},
    ...Object.fromEntries(settings.map((setting) => [setting.key, setting])),
  };
}

/**
 * PUT /config/{key} and PUT /config/bulk: every key must exist (404) and every value must suit its
 * type (400, spec admin 5 messages, keyed by the setting); then all are written in one transaction.
 */
export async function updateConfigValues(
  deps: TApiDeps,
  updates: ReadonlyArray<{ key: string; value: string }>,
  principal: TPrincipal,
): Promise<TConfigSettingView[]> {
  const keys = [...new Set(updates.map((update) => update.key))];
  const stored = new Map((await findStoredSettings(deps.db, keys)).map((row) => [row.key, row]));
  const unknown = keys.find((key) => !stored.has(key));
  if (unknown !== undefined) throw AppError.notFound('Configuration', unknown);

  const errors: TFieldErrors = {};
  for (const { key, value } of updates) {
    const message = validateConfigValue(stored.get(key)!.type as TConfigValueType, value);
    if (message) errors[key] = [message];
  }
  const messages = Object.values(errors).flat();
  if (messages.length > 0) throw AppError.validation(errors, messages.length === 1 ? messages[0] : undefined);

  const stamp = { at: deps.clock.now().toISOString(), by: principal.id };
  await deps.db.transaction().execute(async (trx) => {
    for (const { key, value } of updates) await writeSettingValue(trx, stored.get(key)!.id, value, stamp);
  });
  deps.events.publish({ type: 'config.changed', keys });
  if (keys.some((key) => MENU_KEYS.has(key))) deps.events.publish({ type: 'menu.changed' });
  const written = new Set(keys);
  return (await loadSettings(deps.db)).filter((setting) => written.has(setting.key));
}

import {
  CONFIG_FILE_FORMAT,
  type TConfigChange,
  type TConfigFile,
  type TConfigImportResult,
  type TConfigSettingView,
  type TConfigUploadResult,
  type TConfigView,
} from '@tableside/shared/config.schemas';
import { findConfigSetting } from '@tableside/shared/config-catalogue';
import { checkSettingValue } from '@tableside/shared/config-rules';
import { AppError, type TFieldErrors } from '@tableside/shared/errors';
import { recordAudit } from '../audit/audit.service.ts';
import { stampOf, type TStamp } from '../db/stamp.ts';
import type { TApiDeps } from '../deps.ts';
import { insertFileWithVariants } from '../files/files.repository.ts';
import { readUploadedImage } from '../files/image-upload.ts';
import { fileUrl } from '../files/image-urls.ts';
import type { TPrincipal } from '../http/env.ts';
import { MENU_SETTING_KEYS } from '../menu/public-menu-snapshot.ts';
import {
  findStoredSettings,
  insertCatalogueSetting,
  loadGroupTexts,
  loadSettings,
  type TDb,
  type TStoredSetting,
  taxExists,
  writeSettingValue,
} from './config.repository.ts';

/** Settings the guests' menu is built from: writing one drops the public menu cache. */
const MENU_KEYS: ReadonlySet<string> = new Set(MENU_SETTING_KEYS);

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

type TUpdate = { key: string; value: string };

/**
 * Every value checked by type and meaning (config-rules.ts) and, for ID settings, against its
 * table. Answers the messages by key; empty when all may be written.
 */
async function checkValues(db: TDb, updates: readonly TUpdate[]): Promise<TFieldErrors> {
  const errors: TFieldErrors = {};
  for (const { key, value } of updates) {
    const setting = findConfigSetting(key);
    const message = setting ? checkSettingValue(setting, value) : 'Unknown setting';
    if (message) errors[key] = [message];
  }
  for (const { key, value } of updates) {
    if (errors[key] || value === '') continue;
    if (key === 'MENU.DEFAULT_TAX_ID' && !(await taxExists(db, Number(value)))) {
      errors[key] = [`Tax ${value} not found`];
    }
  }
  return errors;
}

function throwIfInvalid(errors: TFieldErrors): void {
  const keys = Object.keys(errors);
  if (keys.length === 0) return;
  const message = keys.length === 1 ? errors[keys[0]!]![0] : `Invalid values for ${keys.join(', ')}`;
  throw AppError.validation(errors, message);
}

/** The stored rows of `keys`; unknown keys are a 404 naming all of them. */
async function requireStored(db: TDb, keys: readonly string[]): Promise<Map<string, TStoredSetting>> {
  const stored = new Map((await findStoredSettings(db, keys)).map((row) => [row.key, row]));
  const unknown = keys.filter((key) => !stored.has(key));
  if (unknown.length > 0) throw AppError.notFound('Configuration', unknown.join(', '));
  return stored;
}

function lastValues(updates: readonly TUpdate[]): TUpdate[] {
  return [...new Map(updates.map((update) => [update.key, update.value])).entries()].map(([key, value]) => ({
    key,
    value,
  }));
}

/** Writes values that were checked, with one audit entry of what really changed. */
async function writeValues(
  trx: TDb,
  stored: ReadonlyMap<string, TStoredSetting>,
  updates: readonly TUpdate[],
  stamp: TStamp,
  action: string,
): Promise<void> {
  const changed = updates.filter((update) => stored.get(update.key)?.value !== update.value);
  for (const { key, value } of updates) await writeSettingValue(trx, stored.get(key)!.id, value, stamp);
  if (changed.length === 0) return;
  await recordAudit(trx, stamp, {
    action,
    entityType: 'configuration',
    entityId: changed.length === 1 ? changed[0]!.key : null,
    summary: `${changed.length} setting${changed.length === 1 ? '' : 's'}: ${changed.map((c) => c.key).join(', ')}`,
    before: Object.fromEntries(changed.map((c) => [c.key, stored.get(c.key)?.value ?? null])),
    after: Object.fromEntries(changed.map((c) => [c.key, c.value])),
  });
}

function announce(deps: TApiDeps, keys: readonly string[]): void {
  if (keys.length === 0) return;
  deps.events.publish({ type: 'config.changed', keys: [...keys] });
  if (keys.some((key) => MENU_KEYS.has(key))) deps.events.publish({ type: 'menu.changed' });
}

async function settingsByKey(deps: TApiDeps, keys: readonly string[]): Promise<TConfigSettingView[]> {
  const wanted = new Set(keys);
  return (await loadSettings(deps.db)).filter((setting) => wanted.has(setting.key));
}

/**
 * PUT /config/{key} and PUT /config/bulk: every key must exist (404 naming all unknown keys) and
 * every value must suit its setting (400 naming every bad key); then all are written in one
 * transaction, or none.
 */
export async function updateConfigValues(
  deps: TApiDeps,
  input: readonly TUpdate[],
  principal: TPrincipal,
): Promise<TConfigSettingView[]> {
  const updates = lastValues(input);
  const keys = updates.map((update) => update.key);
  const stored = await requireStored(deps.db, keys);
  throwIfInvalid(await checkValues(deps.db, updates));
  await deps.db
    .transaction()
    .execute((trx) => writeValues(trx, stored, updates, stampOf(deps, principal), 'config.updated'));
  announce(deps, keys);
  return settingsByKey(deps, keys);
}

/**
 * POST /config: the whole configuration as one object, the spec's demo seeding call. Accepts
 * `{ KEY: value }`, `{ GROUP: { KEY: value } }` or `{ GROUP: { KEY: { value } } }` (the shape
 * GET /config answers); a key of the catalogue without a stored row is created. All or nothing.
 */
export async function upsertConfiguration(
  deps: TApiDeps,
  body: unknown,
  principal: TPrincipal,
): Promise<TConfigSettingView[]> {
  const updates = lastValues(flattenConfiguration(body));
  if (updates.length === 0)
    throw AppError.validation({ settings: ['Give at least one setting'] }, 'Give at least one setting');
  throwIfInvalid(await checkValues(deps.db, updates));
  const keys = updates.map((update) => update.key);
  const stamp = stampOf(deps, principal);
  await deps.db.transaction().execute(async (trx) => {
    const stored = new Map((await findStoredSettings(trx, keys)).map((row) => [row.key, row]));
    for (const key of keys) {
      if (!stored.has(key))
        stored.set(key, await insertCatalogueSetting(trx, findConfigSetting(key)!, stamp));
    }
    await writeValues(trx, stored, updates, stamp, 'config.updated');
  });
  announce(deps, keys);
  return settingsByKey(deps, keys);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function flattenConfiguration(body: unknown): TUpdate[] {
  if (!isRecord(body)) throw AppError.validation({ body: ['Expected an object'] }, 'Expected an object');
  const updates: TUpdate[] = [];
  const errors: TFieldErrors = {};
  const add = (key: string, value: unknown) => {
    const text = isRecord(value) ? value.value : value;
    if (typeof text === 'string') updates.push({ key, value: text });
    else if (typeof text === 'number' || typeof text === 'boolean')
      updates.push({ key, value: String(text) });
    else errors[key] = ['Value must be text'];
  };
  for (const [name, entry] of Object.entries(body)) {
    if (name.includes('.')) add(name, entry);
    else if (isRecord(entry)) {
      for (const [key, value] of Object.entries(entry)) if (key !== '_translations') add(key, value);
    } else errors[name] = ['Expected a group of settings or a GROUP.KEY'];
  }
  throwIfInvalid(errors);
  return updates;
}

/** POST /config/reset/{key}: back to the stored default. */
export async function resetSetting(
  deps: TApiDeps,
  key: string,
  principal: TPrincipal,
): Promise<TConfigSettingView> {
  const [setting] = await resetWhere(
    deps,
    principal,
    (row) => row.key === key,
    `Configuration ${key} not found`,
  );
  return setting!;
}

/** POST /config/reset/group/{group}. */
export function resetGroup(
  deps: TApiDeps,
  group: string,
  principal: TPrincipal,
): Promise<TConfigSettingView[]> {
  return resetWhere(
    deps,
    principal,
    (row) => row.group_name === group,
    `Configuration group ${group} not found`,
  );
}

/** POST /config/reset/all. */
export function resetAll(deps: TApiDeps, principal: TPrincipal): Promise<TConfigSettingView[]> {
  return resetWhere(deps, principal, () => true, 'No configuration to reset');
}

async function resetWhere(
  deps: TApiDeps,
  principal: TPrincipal,
  matches: (row: TStoredSetting) => boolean,
  notFound: string,
): Promise<TConfigSettingView[]> {
  const rows = (await findStoredSettings(deps.db)).filter(matches);
  if (rows.length === 0) throw new AppError('NOT_FOUND', notFound);
  const stored = new Map(rows.map((row) => [row.key, row]));
  const updates = rows.map((row) => ({ key: row.key, value: row.default_value }));
  await deps.db
    .transaction()
    .execute((trx) => writeValues(trx, stored, updates, stampOf(deps, principal), 'config.reset'));
  const keys = updates.map((update) => update.key);
  announce(deps, keys);
  return settingsByKey(deps, keys);
}

/** The settings an import would change, or a 400 naming every unknown key and bad value. */
async function planImport(deps: TApiDeps, settings: Readonly<Record<string, string>>) {
  const updates = Object.entries(settings).map(([key, value]) => ({ key, value }));
  const errors = await checkValues(deps.db, updates);
  const stored = new Map(
    (await findStoredSettings(deps.db, Object.keys(settings))).map((row) => [row.key, row]),
  );
  for (const { key } of updates) if (!errors[key] && !stored.has(key)) errors[key] = ['Unknown setting'];
  throwIfInvalid(errors);
  const changes: TConfigChange[] = updates
    .filter(({ key, value }) => stored.get(key)!.value !== value)
    .map(({ key, value }) => {
      const row = stored.get(key)!;
      return { key, group: row.group_name, type: row.type, old_value: row.value, new_value: value };
    });
  return { stored, changes, unchanged: updates.length - changes.length };
}

/** POST /config/import/preview: what POST /config/import would change; writes nothing. */
export async function previewImport(
  deps: TApiDeps,
  settings: Readonly<Record<string, string>>,
): Promise<TConfigImportResult> {
  const { changes, unchanged } = await planImport(deps, settings);
  return { changes, unchanged };
}

/** POST /config/import: applies an exported file (or a template) all or nothing. */
export async function applyImport(
  deps: TApiDeps,
  settings: Readonly<Record<string, string>>,
  principal: TPrincipal,
): Promise<TConfigImportResult> {
  const { stored, changes, unchanged } = await planImport(deps, settings);
  const updates = changes.map((change) => ({ key: change.key, value: change.new_value }));
  await deps.db
    .transaction()
    .execute((trx) => writeValues(trx, stored, updates, stampOf(deps, principal), 'config.imported'));
  announce(
    deps,
    changes.map((change) => change.key),
  );
  return { changes, unchanged };
}

/** GET /config/export: the whole configuration or one group, as the file an import takes. */
export async function exportConfiguration(deps: TApiDeps, group: string | undefined): Promise<TConfigFile> {
  const settings = await loadSettings(deps.db, group);
  if (group !== undefined && settings.length === 0) throw AppError.notFound('Configuration group', group);
  return {
    format: CONFIG_FILE_FORMAT,
    version: 1,
    exported_at: deps.clock.now().toISOString(),
    group: group ?? null,
    settings: Object.fromEntries(
      settings.filter((setting) => setting.type !== 'BUTTON').map((setting) => [setting.key, setting.value]),
    ),
  };
}

/**
 * POST /config/upload?key=…: stores an image (PNG, JPEG or WebP, sniffed from its bytes; SVG is
 * refused, as it can carry script) like the menu pictures and points the FILE setting at it.
 */
export async function uploadConfigFile(
  deps: TApiDeps,
  key: string,
  request: Request,
  principal: TPrincipal,
): Promise<TConfigUploadResult> {
  const stored = await requireStored(deps.db, [key]);
  const row = stored.get(key)!;
  if (row.type !== 'FILE')
    throw AppError.validation({ key: [`${key} does not take a file`] }, `${key} does not take a file`);
  const image = await readUploadedImage(request, 'file');
  const stamp = stampOf(deps, principal);
  const path = await deps.db.transaction().execute(async (trx) => {
    const fileId = await insertFileWithVariants(trx, { ...image, createdBy: principal.id }, [], stamp.at);
    const url = fileUrl(fileId)!;
    await writeValues(trx, stored, [{ key, value: url }], stamp, 'config.uploaded');
    return url;
  });
  announce(deps, [key]);
  const [setting] = await settingsByKey(deps, [key]);
  return { path, setting: setting! };
}

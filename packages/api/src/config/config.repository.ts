import type { TConfigSettingView } from '@tableside/shared/config.schemas';
import {
  CONFIG_LOCALES,
  type TConfigLocale,
  type TConfigSetting,
  type TConfigText,
  type TConfigValueType,
} from '@tableside/shared/config-catalogue';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { TStamp } from '../db/stamp.ts';

export type TDb = Kysely<Database>;

export type TStoredSetting = {
  id: number;
  key: string;
  group_name: string;
  type: TConfigValueType;
  value: string;
  default_value: string;
};

/** Every stored setting with its texts, in group and catalogue order. */
export async function loadSettings(db: TDb, group?: string): Promise<TConfigSettingView[]> {
  let query = db
    .selectFrom('config_settings')
    .select(['id', 'key', 'group_name', 'type', 'value', 'default_value', 'sort_order', 'updated_at'])
    .orderBy('group_name')
    .orderBy('sort_order')
    .orderBy('id');
  if (group !== undefined) query = query.where('group_name', '=', group);
  const settings = await query.execute();
  if (settings.length === 0) return [];
  const texts = await db
    .selectFrom('config_setting_translations')
    .select(['setting_id', 'language', 'name', 'description', 'select_translations'])
    .where(
      'setting_id',
      'in',
      settings.map((setting) => setting.id),
    )
    .execute();
  return settings.map((setting) => {
    const own = texts.filter((text) => text.setting_id === setting.id);
    const choices = own.filter((text) => text.select_translations !== null);
    return {
      key: setting.key,
      group: setting.group_name,
      type: setting.type as TConfigValueType,
      value: setting.value ?? '',
      default_value: setting.default_value ?? '',
      sort_order: setting.sort_order,
      translations: Object.fromEntries(
        own.map((text) => [text.language, { name: text.name, description: text.description ?? '' }]),
      ),
      select_translations:
        choices.length === 0
          ? null
          : Object.fromEntries(
              choices.map((text) => [text.language, JSON.parse(text.select_translations!) as object]),
            ),
      updated_at: setting.updated_at,
    };
  });
}

export async function loadGroupTexts(
  db: TDb,
  group?: string,
): Promise<Map<string, Partial<Record<TConfigLocale, TConfigText>>>> {
  let query = db
    .selectFrom('config_group_translations')
    .select(['group_name', 'language', 'name', 'description']);
  if (group !== undefined) query = query.where('group_name', '=', group);
  const rows = await query.execute();
  const byGroup = new Map<string, Partial<Record<TConfigLocale, TConfigText>>>();
  for (const row of rows) {
    const texts = byGroup.get(row.group_name) ?? {};
    texts[row.language as TConfigLocale] = { name: row.name, description: row.description ?? '' };
    byGroup.set(row.group_name, texts);
  }
  return byGroup;
}

/** The stored rows of `keys`, or of every setting when no keys are given. */
export async function findStoredSettings(db: TDb, keys?: readonly string[]): Promise<TStoredSetting[]> {
  if (keys?.length === 0) return [];
  let query = db
    .selectFrom('config_settings')
    .select(['id', 'key', 'group_name', 'type', 'value', 'default_value'])
    .orderBy('group_name')
    .orderBy('sort_order');
  if (keys) query = query.where('key', 'in', keys);
  const rows = await query.execute();
  return rows.map((row) => ({
    ...row,
    type: row.type as TConfigValueType,
    value: row.value ?? '',
    default_value: row.default_value ?? '',
  }));
}

/** Recreates a catalogue setting whose row is missing (at its default, with its texts). */
export async function insertCatalogueSetting(
  db: TDb,
  setting: TConfigSetting,
  stamp: TStamp,
): Promise<TStoredSetting> {
  const { max } = await db
    .selectFrom('config_settings')
    .select((eb) => eb.fn.max('sort_order').as('max'))
    .where('group_name', '=', setting.group)
    .executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('config_settings')
    .values({
      key: setting.key,
      group_name: setting.group,
      type: setting.type,
      value: setting.default_value,
      default_value: setting.default_value,
      sort_order: Number(max ?? -1) + 1,
      updated_at: stamp.at,
      updated_by: stamp.by?.id ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('config_setting_translations')
    .values(
      CONFIG_LOCALES.map((language) => ({
        setting_id: id,
        language,
        name: setting.translations[language].name,
        description: setting.translations[language].description,
        select_translations: setting.select_translations
          ? JSON.stringify(setting.select_translations[language])
          : null,
      })),
    )
    .execute();
  return {
    id,
    key: setting.key,
    group_name: setting.group,
    type: setting.type,
    value: setting.default_value,
    default_value: setting.default_value,
  };
}

export async function taxExists(db: TDb, id: number): Promise<boolean> {
  const row = await db.selectFrom('taxes').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

export async function writeSettingValue(db: TDb, id: number, value: string, stamp: TStamp): Promise<void> {
  await db
    .updateTable('config_settings')
    .set({ value, updated_at: stamp.at, updated_by: stamp.by?.id ?? null })
    .where('id', '=', id)
    .execute();
}

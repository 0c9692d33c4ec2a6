import {
  CONFIG_CATALOGUE,
  CONFIG_GROUP_TRANSLATIONS,
  CONFIG_GROUPS,
  CONFIG_LOCALES,
} from '@tableside/shared/config-catalogue';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import {
  DEFAULT_TAX_NAME,
  NUMBER_RECORDS,
  padNumber,
  SAMPLE_BANKS,
  SAMPLE_COUNTRIES,
  SAMPLE_CURRENCIES,
  SAMPLE_LANGUAGES,
  SAMPLE_TAXES,
  SAMPLE_UNITS,
} from './reference-data.ts';
import { auditColumns, insertReturningIds, insertRows, type TSeedStamp } from './seed-insert.ts';

type TDb = Kysely<Database>;

/** Current counters of the number records; zero without the sample cafe. */
export type TNumberCounters = { ORDER: number; INVOICE: number; CUSTOMER: number };

/** The tax new menu items get (MENU.DEFAULT_TAX_ID): its id and rate in hundredths. */
export type TDefaultTax = { id: number; rate: number };

/** Languages, currencies, taxes, countries, units, banks and number records. */
export async function seedMasterData(
  db: TDb,
  stamp: TSeedStamp,
  counters: TNumberCounters,
): Promise<TDefaultTax> {
  const audit = auditColumns(stamp);
  const active = { is_active: 1, ...audit };
  await db
    .insertInto('languages')
    .values(SAMPLE_LANGUAGES.map((language) => ({ ...language, ...active })))
    .execute();
  await db
    .insertInto('currencies')
    .values(SAMPLE_CURRENCIES.map((currency) => ({ ...currency, ...active })))
    .execute();
  // Taxes in this order so that Sales Tax is id 1 (see SAMPLE_TAXES).
  const taxIds = await insertReturningIds(
    SAMPLE_TAXES.map((tax) => ({ ...tax, ...active })),
    (chunk) => db.insertInto('taxes').values(chunk).returning('id').execute(),
  );
  await db
    .insertInto('countries')
    .values(SAMPLE_COUNTRIES.map((country) => ({ ...country, ...audit })))
    .execute();
  await db
    .insertInto('units')
    .values(SAMPLE_UNITS.map((unit) => ({ ...unit, ...audit })))
    .execute();
  await db
    .insertInto('banks')
    .values(SAMPLE_BANKS.map((bank) => ({ ...bank, ...audit })))
    .execute();
  await db
    .insertInto('number_records')
    .values(
      NUMBER_RECORDS.map((record) => ({
        ...record,
        current_number: padNumber(counters[record.entity_name]),
        current_value: counters[record.entity_name],
        ...audit,
      })),
    )
    .execute();
  const defaultIndex = SAMPLE_TAXES.findIndex((tax) => tax.name === DEFAULT_TAX_NAME);
  return { id: taxIds[defaultIndex]!, rate: SAMPLE_TAXES[defaultIndex]!.value };
}

/**
 * Every setting of the catalogue at its default, with its texts and the groups' texts. The default tax
 * is the id the tax really got (1 on a fresh database; a PostgreSQL sequence may have moved on).
 */
export async function seedConfig(db: TDb, stamp: TSeedStamp, defaultTax: TDefaultTax): Promise<void> {
  const actualDefaults: Record<string, string> = { 'MENU.DEFAULT_TAX_ID': String(defaultTax.id) };
  const settingIds = await insertReturningIds(
    CONFIG_CATALOGUE.map((setting) => ({
      key: setting.key,
      group_name: setting.group,
      type: setting.type,
      value: actualDefaults[setting.key] ?? setting.default_value,
      default_value: actualDefaults[setting.key] ?? setting.default_value,
      sort_order: CONFIG_CATALOGUE.filter((other) => other.group === setting.group).indexOf(setting),
      updated_at: stamp.now,
      updated_by: null,
    })),
    (chunk) => db.insertInto('config_settings').values(chunk).returning('id').execute(),
  );
  const translations = CONFIG_CATALOGUE.flatMap((setting, index) =>
    CONFIG_LOCALES.map((language) => ({
      setting_id: settingIds[index]!,
      language,
      name: setting.translations[language].name,
      description: setting.translations[language].description,
      select_translations: setting.select_translations
        ? JSON.stringify(setting.select_translations[language])
        : null,
    })),
  );
  await insertRows(translations, (chunk) =>
    db.insertInto('config_setting_translations').values(chunk).execute(),
  );
  const groupTranslations = CONFIG_GROUPS.flatMap((group) =>
    CONFIG_LOCALES.map((language) => ({
      group_name: group,
      language,
      ...CONFIG_GROUP_TRANSLATIONS[group][language],
    })),
  );
  await insertRows(groupTranslations, (chunk) =>
    db.insertInto('config_group_translations').values(chunk).execute(),
  );
}

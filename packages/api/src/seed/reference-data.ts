import {
  BUILT_IN_SEQUENCES,
  formatSequenceNumber,
  NUMBER_RECORD_LIMITS,
  padSequenceNumber,
  SEQUENCE_ENTITIES,
  type TSequenceEntity,
} from '@tableside/shared/number-records.schemas';
import type { TPermission } from '@tableside/shared/permissions';

/**
 * Reference data every new database gets, with or without the sample cafe
 * (spec customer 9, admin 9). Tax values are hundredths of a percent.
 */
export const ADMIN_NAME = 'Administrator';

export const SAMPLE_LANGUAGES = [
  { name: 'English', code: 'en' },
  { name: 'Spanish', code: 'es' },
  { name: 'French', code: 'fr' },
  { name: 'German', code: 'de' },
] as const;

export const SAMPLE_CURRENCIES = [
  { name: 'US Dollar', code: 'USD', symbol: '$' },
  { name: 'Euro', code: 'EUR', symbol: '€' },
  { name: 'British Pound', code: 'GBP', symbol: '£' },
  { name: 'Japanese Yen', code: 'JPY', symbol: '¥' },
] as const;

/**
 * spec: VAT 20, Sales Tax 8, Service Tax 10, and "default tax id 1 for menu items": Sales Tax comes
 * first so it gets id 1 (MENU.DEFAULT_TAX_ID) and every sample item is taxed at 8 %.
 */
export const SAMPLE_TAXES = [
  { name: 'Sales Tax', value: 800 },
  { name: 'VAT', value: 2000 },
  { name: 'Service Tax', value: 1000 },
] as const;
export const DEFAULT_TAX_NAME = 'Sales Tax';

/** spec admin 9: prefixes ORD-, INV-, CUST-; the counter is zero-padded text (decision 0017). */
export const NUMBER_RECORDS = SEQUENCE_ENTITIES.map((entity_name) => ({
  entity_name,
  prefix: BUILT_IN_SEQUENCES[entity_name].prefix,
}));

export function padNumber(value: number): string {
  return padSequenceNumber(value, NUMBER_RECORD_LIMITS.defaultPadding);
}

/** The number the n-th (from 1) sample order or customer gets, as the API would hand it out. */
export function sampleNumber(entity: TSequenceEntity, position: number): string {
  return formatSequenceNumber(
    BUILT_IN_SEQUENCES[entity].prefix,
    position,
    NUMBER_RECORD_LIMITS.defaultPadding,
  );
}

export const PERMISSION_DESCRIPTIONS: Record<TPermission, string> = {
  'admin.access': 'Enter the admin area',
  'orders.read': 'See orders',
  'orders.create': 'Take orders for guests',
  'orders.update_status': 'Move orders through their statuses',
  'orders.edit': 'Add and remove items of open orders',
  'menu.read': 'See the menu in the admin area',
  'menu.manage': 'Change categories, items, customizations and tags',
  'tables.read': 'See tables',
  'tables.manage': 'Add, change and archive tables',
  'config.read': 'See the configuration',
  'config.manage': 'Change the configuration and branding',
  'users.read': 'See users and roles',
  'users.manage': 'Manage users, roles and permissions',
  'master_data.manage': 'Manage languages, currencies, taxes and number sequences',
  'database.manage': 'Back up and restore the database',
  'reports.read': 'See sales figures and reports',
  'audit.read': 'See the audit trail of changes to staff, settings and data',
  'payments.take': 'Record payments at the table and void mistaken ones',
  'payments.refund': 'Refund payments of settled bills',
};

export const SAMPLE_COUNTRIES = [
  { name: 'Germany', code: 'DE' },
  { name: 'Austria', code: 'AT' },
  { name: 'Switzerland', code: 'CH' },
  { name: 'France', code: 'FR' },
  { name: 'Spain', code: 'ES' },
  { name: 'United Kingdom', code: 'GB' },
  { name: 'United States', code: 'US' },
  { name: 'Japan', code: 'JP' },
] as const;

export const SAMPLE_UNITS = [
  { name: 'Piece', code: 'pcs', system: null },
  { name: 'Gram', code: 'g', system: 'METRIC' },
  { name: 'Kilogram', code: 'kg', system: 'METRIC' },
  { name: 'Millilitre', code: 'ml', system: 'METRIC' },
  { name: 'Litre', code: 'l', system: 'METRIC' },
  { name: 'Ounce', code: 'oz', system: 'IMPERIAL' },
  { name: 'Pound', code: 'lb', system: 'IMPERIAL' },
  { name: 'Fluid Ounce', code: 'fl oz', system: 'IMPERIAL' },
] as const;

export const SAMPLE_BANKS = [
  { name: 'Deutsche Bank', code: 'DEUTDEFF', country_code: 'DE' },
  { name: 'Commerzbank', code: 'COBADEFF', country_code: 'DE' },
  { name: 'Barclays', code: 'BARCGB22', country_code: 'GB' },
  { name: 'JPMorgan Chase', code: 'CHASUS33', country_code: 'US' },
] as const;

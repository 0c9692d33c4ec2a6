import type { TImportEntity } from '@tableside/shared/data-import.schemas';
import {
  SAMPLE_BANKS,
  SAMPLE_COUNTRIES,
  SAMPLE_CURRENCIES,
  SAMPLE_LANGUAGES,
  SAMPLE_TAXES,
  SAMPLE_UNITS,
} from '../seed/reference-data.ts';

/**
 * The defaults an import adds (spec admin 9 "Default sample data"): the reference data every new
 * database is seeded with, as the master data screen's input (a tax's rate in percent, not in the
 * hundredths the seed stores).
 */
export const IMPORT_DEFAULTS: Record<TImportEntity, readonly Record<string, unknown>[]> = {
  languages: SAMPLE_LANGUAGES,
  currencies: SAMPLE_CURRENCIES,
  taxes: SAMPLE_TAXES.map((tax) => ({ name: tax.name, value: tax.value / 100 })),
  countries: SAMPLE_COUNTRIES,
  units: SAMPLE_UNITS,
  banks: SAMPLE_BANKS,
};

import { z } from 'zod';
import { optionalText } from './text-fields.ts';

/**
 * Master data (spec admin 7 "Settings and master data", admin 9 "Default sample data"): the reference
 * lists the restaurant's data points at. Each kind is served at /api/{kind} and is a table of the same
 * name. The web forms validate with these schemas too, so their messages are what staff read under a
 * field.
 */
export const MASTER_DATA_KINDS = ['languages', 'currencies', 'taxes', 'countries', 'units', 'banks'] as const;
export type TMasterDataKind = (typeof MASTER_DATA_KINDS)[number];

export const MASTER_DATA_LIMITS = { name: 100, symbol: 5, unitCode: 10 } as const;

/** REGIONAL.UNITS names the same two systems. */
export const UNIT_SYSTEMS = ['METRIC', 'IMPERIAL'] as const;
export type TUnitSystem = (typeof UNIT_SYSTEMS)[number];

const ZName = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(MASTER_DATA_LIMITS.name, `At most ${MASTER_DATA_LIMITS.name} characters`);

const ZActiveInput = z.boolean({ error: 'Expected true or false' }).optional();

/** A code of letters, stored in the case its standard writes it ('en', 'EUR', 'DE'). */
const letterCode = (length: number, kase: 'lower' | 'upper', message: string) => {
  const text = z.string({ error: 'Code is required' }).trim().min(1, 'Code is required');
  const pattern = new RegExp(`^[${kase === 'lower' ? 'a-z' : 'A-Z'}]{${length}}$`);
  return (kase === 'lower' ? text.toLowerCase() : text.toUpperCase()).regex(pattern, message);
};

/** ISO 639-1: two letters, lower case. */
export const ZLanguageCode = letterCode(2, 'lower', 'Use the two-letter ISO 639-1 code, e.g. en');
/** ISO 4217: three letters, upper case. */
export const ZCurrencyCode = letterCode(3, 'upper', 'Use the three-letter ISO 4217 code, e.g. EUR');
/** ISO 3166-1 alpha-2: two letters, upper case. */
export const ZCountryCode = letterCode(2, 'upper', 'Use the two-letter ISO 3166-1 code, e.g. DE');

/** A bank's BIC (ISO 9362): bank, country, location and an optional branch; spaces are dropped. */
const ZBic = z
  .string({ error: 'Expected text' })
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .regex(/^([A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?)?$/, 'Use an 8- or 11-character BIC, e.g. DEUTDEFF'),
  );

/** A tax rate in percent, 0 to 100 with at most two decimals (stored in hundredths, like cents). */
export const ZTaxRate = z
  .number({ error: 'Rate must be a number' })
  .min(0, 'Rate must be between 0 and 100')
  .max(100, 'Rate must be between 0 and 100')
  .refine((rate) => Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-6, 'At most two decimals');

/** POST /languages and PUT /languages/{id}; is_active is kept when left out. */
export const ZLanguageInput = z.object({ name: ZName, code: ZLanguageCode, is_active: ZActiveInput });
export type TLanguageInput = z.output<typeof ZLanguageInput>;

export const ZCurrencyInput = z.object({
  name: ZName,
  code: ZCurrencyCode,
  symbol: optionalText(MASTER_DATA_LIMITS.symbol),
  is_active: ZActiveInput,
});
export type TCurrencyInput = z.output<typeof ZCurrencyInput>;

export const ZTaxInput = z.object({ name: ZName, value: ZTaxRate, is_active: ZActiveInput });
export type TTaxInput = z.output<typeof ZTaxInput>;

export const ZCountryInput = z.object({ name: ZName, code: ZCountryCode, is_active: ZActiveInput });
export type TCountryInput = z.output<typeof ZCountryInput>;

export const ZUnitInput = z.object({
  name: ZName,
  code: z
    .string({ error: 'Code is required' })
    .trim()
    .min(1, 'Code is required')
    .max(MASTER_DATA_LIMITS.unitCode, `At most ${MASTER_DATA_LIMITS.unitCode} characters`),
  /** null: a unit of no system (a piece, a portion). */
  system: z
    .enum(UNIT_SYSTEMS, { error: 'Choose METRIC, IMPERIAL or none' })
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  is_active: ZActiveInput,
});
export type TUnitInput = z.output<typeof ZUnitInput>;

export const ZBankInput = z.object({
  name: ZName,
  code: ZBic.nullable()
    .optional()
    .transform((value) => value || null),
  country_code: z
    .union([ZCountryCode, z.literal(''), z.null()])
    .optional()
    .transform((value) => value || null),
  is_active: ZActiveInput,
});
export type TBankInput = z.output<typeof ZBankInput>;

const record = { id: z.number().int(), name: z.string(), is_active: z.boolean() };

export const ZLanguage = z.object({ ...record, code: z.string() });
export type TLanguage = z.infer<typeof ZLanguage>;
export const ZCurrency = z.object({ ...record, code: z.string(), symbol: z.string().nullable() });
export type TCurrency = z.infer<typeof ZCurrency>;
/** value: the rate in percent (8 means 8 %). */
export const ZTax = z.object({ ...record, value: z.number() });
export type TTax = z.infer<typeof ZTax>;
export const ZCountry = z.object({ ...record, code: z.string() });
export type TCountry = z.infer<typeof ZCountry>;
export const ZUnit = z.object({ ...record, code: z.string(), system: z.enum(UNIT_SYSTEMS).nullable() });
export type TUnit = z.infer<typeof ZUnit>;
export const ZBank = z.object({
  ...record,
  code: z.string().nullable(),
  country_code: z.string().nullable(),
});
export type TBank = z.infer<typeof ZBank>;

/** Each kind's record as the API answers it, and what POST and PUT take. */
export type TMasterDataRecords = {
  languages: TLanguage;
  currencies: TCurrency;
  taxes: TTax;
  countries: TCountry;
  units: TUnit;
  banks: TBank;
};
export type TMasterDataRecord = TMasterDataRecords[TMasterDataKind];

export const MASTER_DATA_SCHEMAS = {
  languages: { record: ZLanguage, input: ZLanguageInput },
  currencies: { record: ZCurrency, input: ZCurrencyInput },
  taxes: { record: ZTax, input: ZTaxInput },
  countries: { record: ZCountry, input: ZCountryInput },
  units: { record: ZUnit, input: ZUnitInput },
  banks: { record: ZBank, input: ZBankInput },
} as const satisfies Record<TMasterDataKind, { record: z.ZodType; input: z.ZodType }>;

export type TMasterDataInputs = {
  [K in TMasterDataKind]: z.output<(typeof MASTER_DATA_SCHEMAS)[K]['input']>;
};

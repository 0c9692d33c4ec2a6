import { MASTER_DATA_SCHEMAS, type TMasterDataKind } from '@tableside/shared/master-data.schemas';
import { z } from 'zod';
import { translateValidationMessage } from '../../lib/i18n/translate-validation.ts';
import type { TTranslate, TTranslationKey } from '../../lib/i18n/translation-keys.ts';
import type { TMasterBody, TMasterRecord } from './master-data.api.ts';

/** The form holds text; the kind's shared schema checks what it becomes (the server checks the same). */
export type TMasterForm = {
  name: string;
  code: string;
  symbol: string;
  value: string;
  system: string;
  country_code: string;
};
export type TMasterFormField = keyof TMasterForm;

export function formValues(record: TMasterRecord | null): TMasterForm {
  return {
    name: record?.name ?? '',
    code: record?.code ?? '',
    symbol: record?.symbol ?? '',
    value: record?.value === undefined ? '' : String(record.value),
    system: record?.system ?? '',
    country_code: record?.country_code ?? '',
  };
}

/** A rate as typed, with a decimal comma as Germans write it; empty is no rate at all. */
const rateOf = (text: string) => (text.trim() === '' ? undefined : Number(text.trim().replace(',', '.')));

/** The body of each kind: its own fields only, '' as "none" where a field may be empty. */
const BODIES: Record<TMasterDataKind, (form: TMasterForm) => Record<string, unknown>> = {
  languages: ({ name, code }) => ({ name, code }),
  currencies: ({ name, code, symbol }) => ({ name, code, symbol }),
  taxes: ({ name, value }) => ({ name, value: rateOf(value) }),
  countries: ({ name, code }) => ({ name, code }),
  units: ({ name, code, system }) => ({ name, code, system: system || null }),
  banks: ({ name, code, country_code }) => ({ name, code, country_code: country_code || null }),
};

const ZForm = z.object({
  name: z.string(),
  code: z.string(),
  symbol: z.string(),
  value: z.string(),
  system: z.string(),
  country_code: z.string(),
});

export function formSchema(kind: TMasterDataKind): z.ZodType<TMasterBody, TMasterForm> {
  return ZForm.transform(BODIES[kind]).pipe(MASTER_DATA_SCHEMAS[kind].input);
}

/** The shared schemas' and the server's English messages, in the current language. */
const MESSAGE_KEYS: Record<string, TTranslationKey> = {
  'Name is required': 'admin.masterData.messages.nameRequired',
  'Code is required': 'admin.masterData.messages.codeRequired',
  'Use the two-letter ISO 639-1 code, e.g. en': 'admin.masterData.messages.languageCode',
  'Use the three-letter ISO 4217 code, e.g. EUR': 'admin.masterData.messages.currencyCode',
  'Use the two-letter ISO 3166-1 code, e.g. DE': 'admin.masterData.messages.countryCode',
  'Use an 8- or 11-character BIC, e.g. DEUTDEFF': 'admin.masterData.messages.bic',
  'Rate must be a number': 'admin.masterData.messages.rateNumber',
  'Rate must be between 0 and 100': 'admin.masterData.messages.rateRange',
  'At most two decimals': 'admin.masterData.messages.rateDecimals',
  'Choose METRIC, IMPERIAL or none': 'admin.masterData.messages.system',
};

const PATTERNS: [RegExp, (t: TTranslate, match: RegExpMatchArray) => string][] = [
  [
    /^At most (\d+) characters$/,
    (t, [, count]) => t('admin.masterData.messages.tooLong', { count: Number(count) }),
  ],
  [
    /^A .+ with the code (.+) already exists$/,
    (t, [, code]) => t('admin.masterData.messages.codeTaken', { code: code ?? '' }),
  ],
  [
    /^A .+ named "(.+)" already exists$/,
    (t, [, name]) => t('admin.masterData.messages.nameTaken', { name: name ?? '' }),
  ],
  [
    /^Unknown country: (.+)$/,
    (t, [, code]) => t('admin.masterData.messages.unknownCountry', { code: code ?? '' }),
  ],
];

export function messageText(t: TTranslate, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = MESSAGE_KEYS[message];
  if (key) return t(key);
  for (const [pattern, text] of PATTERNS) {
    const match = message.match(pattern);
    if (match) return text(t, match);
  }
  return translateValidationMessage(t, message);
}

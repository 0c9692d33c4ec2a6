import { DATA_IMPORT_MESSAGES } from '@tableside/shared/data-import.schemas';
import { translateValidationMessage } from '../../lib/i18n/translate-validation.ts';
import type { TTranslate, TTranslationKey } from '../../lib/i18n/translation-keys.ts';

/**
 * The server's English messages about a file and its rows, in the current language. The rows obey
 * the master data rules, so their messages are the master data screen's (admin.masterData.messages).
 */
const FILE_KEYS = Object.fromEntries(
  Object.entries(DATA_IMPORT_MESSAGES).map(([key, text]) => [text, `admin.dataImport.messages.${key}`]),
) as Record<string, TTranslationKey>;

const ROW_KEYS: Record<string, TTranslationKey> = {
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
  [/^At most (\d+) characters$/, (t, [, n]) => t('admin.masterData.messages.tooLong', { count: Number(n) })],
  [
    /^Unknown country: (.+)$/,
    (t, [, code]) => t('admin.masterData.messages.unknownCountry', { code: code ?? '' }),
  ],
  [
    /^The same \w+ as row (\d+)$/,
    (t, [, row]) => t('admin.dataImport.messages.duplicate', { row: row ?? '' }),
  ],
  [
    /^Not imported: (.+)$/s,
    (t, [, details]) => t('admin.dataImport.messages.defaultsRefused', { details: details ?? '' }),
  ],
  [
    /^(\d+) rows? (?:is|are) refused; nothing was imported/,
    (t, [, n]) => t('admin.dataImport.messages.refused', { count: Number(n) }),
  ],
];

export function importMessageText(t: TTranslate, message: string): string {
  const key = FILE_KEYS[message] ?? ROW_KEYS[message];
  if (key) return t(key);
  for (const [pattern, text] of PATTERNS) {
    const match = message.match(pattern);
    if (match) return text(t, match);
  }
  return translateValidationMessage(t, message);
}

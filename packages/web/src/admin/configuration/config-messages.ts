import type { TTranslate, TTranslationKey } from '../../lib/i18n/translation-keys.ts';

/**
 * The shared rules (config-rules.ts) and the server answer in English; these are their texts in the
 * UI language. A message not listed here (a newer server rule) is shown as it came.
 */
const FIXED: Record<string, TTranslationKey> = {
  'Value must be a number': 'admin.configuration.messages.number',
  'Value must be a whole number': 'admin.configuration.messages.whole',
  'Value must be true or false': 'admin.configuration.messages.checkbox',
  'Value must be a valid hex color (e.g., #FFFFFF)': 'admin.configuration.messages.color',
  'Value must be a valid date (YYYY-MM-DD)': 'admin.configuration.messages.date',
  'Invalid date': 'admin.configuration.messages.invalidDate',
  'Please enter a valid email address': 'admin.configuration.messages.email',
  'Choose exactly one option': 'admin.configuration.messages.chooseOne',
  'Choose a time zone such as Europe/Berlin': 'admin.configuration.messages.timezone',
  'Please enter a web address starting with https://': 'admin.configuration.messages.url',
  'Please enter a valid phone number': 'admin.configuration.messages.phone',
  'Choose an entry from the list': 'admin.configuration.messages.id',
  'Upload a file or enter a web address': 'admin.configuration.messages.file',
  'Each tip must be a number above 0 and at most 100': 'admin.configuration.messages.tipRange',
  'Each tip percentage may appear only once': 'admin.configuration.messages.tipTwice',
  'At most 6 tip suggestions': 'admin.configuration.messages.tipMost',
};

const BETWEEN = /^Value must be between (\S+) and (\S+)$/;
const CHOOSE_FROM = /^Choose from (.*)$/;

export function configMessageText(t: TTranslate, message: string): string {
  const key = FIXED[message];
  if (key) return t(key);
  const between = BETWEEN.exec(message);
  if (between)
    return t('admin.configuration.messages.between', { min: between[1] ?? '', max: between[2] ?? '' });
  const choose = CHOOSE_FROM.exec(message);
  if (choose) return t('admin.configuration.messages.chooseFrom', { choices: choose[1] ?? '' });
  return message;
}

import { parseOperatingHours } from './availability.schemas.ts';
import {
  findConfigSetting,
  selectedKeys,
  type TConfigSetting,
  validateConfigValue,
} from './config-catalogue.ts';

/**
 * What a setting's type alone cannot say (issue 10): the range of a number, the choices of a
 * select, a schedule that parses, a time zone that exists. The API checks every write with
 * `checkSettingValue`; the configuration screens use the same rules for their editors, so a value
 * the form accepts is a value the server accepts. ID settings are checked against their table by
 * the API (config.service.ts), as only it can see the rows.
 */
/** What a number counts, named in the range and default hints with the right plural (issue 41). */
export type TNumberUnit =
  | 'minutes'
  | 'seconds'
  | 'percent'
  | 'pixels'
  | 'seats'
  | 'copies'
  | 'customers'
  | 'items'
  | 'rows';
export type TNumberRule = { min: number; max: number; integer: boolean; unit: TNumberUnit };

const whole = (min: number, max: number, unit: TNumberUnit): TNumberRule => ({
  min,
  max,
  integer: true,
  unit,
});

export const CONFIG_NUMBER_RULES: Readonly<Record<string, TNumberRule>> = {
  'ADMIN_INTERFACE.ORDER_REFRESH_SECONDS': whole(5, 600, 'seconds'),
  'ANALYTICS.TOP_CUSTOMERS_COUNT': whole(1, 100, 'customers'),
  'KITCHEN_OPERATIONS.DEFAULT_PREP_TIME': whole(1, 240, 'minutes'),
  'KITCHEN_OPERATIONS.KITCHEN_COPIES': whole(1, 5, 'copies'),
  'KITCHEN_OPERATIONS.LATE_ORDER_MINUTES': whole(1, 480, 'minutes'),
  'MENU.FEATURED_ITEMS_LIMIT': whole(0, 24, 'items'),
  'NOTIFICATIONS.DURATION_SECONDS': whole(1, 60, 'seconds'),
  'OPERATIONS.DEFAULT_PAGE_SIZE': whole(5, 100, 'rows'),
  'OPERATIONS.SERVICE_CHARGE_PERCENT': { min: 0, max: 30, integer: false, unit: 'percent' },
  'TABLES.DEFAULT_CAPACITY': whole(1, 50, 'seats'),
  'TABLES.QR_CODE_SIZE': whole(128, 1024, 'pixels'),
  'TABLES.ORDER_POLL_SECONDS': whole(5, 300, 'seconds'),
  'USER_PERMISSIONS.SESSION_TIMEOUT_MINUTES': whole(5, 1440, 'minutes'),
};

/**
 * PAYMENT.TIP_PERCENTAGES keeps its stored form, '5,10,15' (bill-split.ts reads it), but the screen
 * edits it as a list, so each entry is checked: a number above 0 and at most 100, each once, a few
 * at most (a guest picks from buttons). Empty offers no suggestion.
 */
export const TIP_PERCENTAGE_RULE = { min: 0, max: 100, most: 6 } as const;

export function checkTipPercentages(value: string): string | null {
  if (value.trim() === '') return null;
  const parts = value.split(',').map((part) => part.trim());
  const numbers = parts.map(Number);
  const { min, max, most } = TIP_PERCENTAGE_RULE;
  if (parts.some((part, index) => part === '' || !(numbers[index]! > min && numbers[index]! <= max)))
    return `Each tip must be a number above ${min} and at most ${max}`;
  if (new Set(numbers).size !== numbers.length) return 'Each tip percentage may appear only once';
  if (numbers.length > most) return `At most ${most} tip suggestions`;
  return null;
}

/** Settings of a general type whose value has a shape of its own (issue 41). */
const CHECK_BY_KEY: Readonly<Record<string, (value: string) => string | null>> = {
  'PAYMENT.TIP_PERCENTAGES': checkTipPercentages,
};

/** Loose on purpose: digits with the usual separators and an optional leading +. */
const PHONE = /^\+?[0-9 ()./-]{5,24}$/;

/** An IANA zone the runtime's Intl knows ('Europe/Berlin'). Runs in Node and in the browser. */
export function isTimeZone(zone: string): boolean {
  if (zone.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** http(s), a host with a dot or localhost, an optional port and path; no spaces. */
const WEB_ADDRESS = /^https?:\/\/(localhost|[^\s/:?#]+\.[^\s/:?#]+)(:\d{1,5})?([/?#]\S*)?$/i;

function isWebAddress(value: string): boolean {
  return WEB_ADDRESS.test(value);
}

function checkChoices(setting: TConfigSetting, value: string): string | null {
  const allowed = setting.choiceKeys ?? [];
  const parts = value.split('|').filter((part) => part !== '');
  const wellFormed = parts.every((part) => /^[A-Za-z0-9_-]+:[01]$/.test(part));
  const keys = parts.map((part) => part.split(':')[0] ?? '');
  const unknown = keys.filter((key) => !allowed.includes(key));
  if (!wellFormed || unknown.length > 0) return `Choose from ${allowed.join(', ')}`;
  if (setting.type === 'SELECT' && selectedKeys(value).length !== 1) return 'Choose exactly one option';
  return null;
}

function checkNumber(key: string, value: string): string | null {
  const rule = CONFIG_NUMBER_RULES[key];
  if (!rule) return null;
  const number = Number(value);
  if (rule.integer && !Number.isInteger(number)) return 'Value must be a whole number';
  if (number < rule.min || number > rule.max) return `Value must be between ${rule.min} and ${rule.max}`;
  return null;
}

/**
 * Checks a value for a setting: first its type (the spec's messages, admin 5), then its meaning.
 * Answers the message to show under the field, or null when the value may be stored.
 */
export function checkSettingValue(setting: TConfigSetting, value: string): string | null {
  const typeMessage = validateConfigValue(setting.type, value);
  if (typeMessage) return typeMessage;
  const ownCheck = CHECK_BY_KEY[setting.key];
  if (ownCheck) return ownCheck(value);
  switch (setting.type) {
    case 'NUMBER':
      return checkNumber(setting.key, value);
    case 'SELECT':
    case 'MULTISELECT':
      return checkChoices(setting, value);
    case 'SCHEDULE': {
      const parsed = parseOperatingHours(value);
      return parsed.ok ? null : parsed.error;
    }
    case 'TIMEZONE':
      return isTimeZone(value) ? null : 'Choose a time zone such as Europe/Berlin';
    case 'URL':
      return value === '' || isWebAddress(value) ? null : 'Please enter a web address starting with https://';
    case 'PHONE':
      return value === '' || PHONE.test(value.trim()) ? null : 'Please enter a valid phone number';
    case 'ID':
      return value === '' || /^[1-9][0-9]{0,9}$/.test(value) ? null : 'Choose an entry from the list';
    case 'FILE':
      return value === '' || value.startsWith('/api/files/') || isWebAddress(value)
        ? null
        : 'Upload a file or enter a web address';
    default:
      return null;
  }
}

/** `checkSettingValue` by key; an unknown key answers 'Unknown setting'. */
export function checkSettingByKey(key: string, value: string): string | null {
  const setting = findConfigSetting(key);
  return setting ? checkSettingValue(setting, value) : 'Unknown setting';
}

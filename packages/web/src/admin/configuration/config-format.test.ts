import { findConfigSetting } from '@tableside/shared/config-catalogue';
import { describe, expect, it } from 'vitest';
import { createTranslate } from '../../lib/i18n/translate.ts';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import { formatSettingValue } from './config-format.ts';
import { dayMonthOf, dayMonthValue } from './setting-editors/day-month.ts';

const t = createTranslate('en', en, en);
const tDe = createTranslate('de', de, en);
const setting = (key: string) => findConfigSetting(key)!;

describe('setting values as an owner reads them (issue 41)', () => {
  it('names what a number counts, in the plural its value needs', () => {
    expect(formatSettingValue(t, setting('KITCHEN_OPERATIONS.KITCHEN_COPIES'), '1', 'en')).toBe('1 copy');
    expect(formatSettingValue(t, setting('KITCHEN_OPERATIONS.KITCHEN_COPIES'), '2', 'en')).toBe('2 copies');
    expect(formatSettingValue(t, setting('TABLES.DEFAULT_CAPACITY'), '4', 'en')).toBe('4 seats');
    expect(formatSettingValue(t, setting('TABLES.DEFAULT_CAPACITY'), '1', 'en')).toBe('1 seat');
    expect(formatSettingValue(t, setting('ANALYTICS.TOP_CUSTOMERS_COUNT'), '10', 'en')).toBe('10 customers');
    expect(formatSettingValue(tDe, setting('KITCHEN_OPERATIONS.KITCHEN_COPIES'), '1', 'de')).toBe('1 Kopie');
    expect(formatSettingValue(tDe, setting('TABLES.DEFAULT_CAPACITY'), '4', 'de')).toBe('4 Sitzplätze');
  });

  it('names the notification sound, not "Default"', () => {
    expect(formatSettingValue(t, setting('NOTIFICATIONS.SOUND'), 'DEFAULT:1|THUNDER:0', 'en')).toBe(
      'Short tone',
    );
    expect(formatSettingValue(tDe, setting('NOTIFICATIONS.SOUND'), 'DEFAULT:1|THUNDER:0', 'de')).toBe(
      'Kurzer Ton',
    );
  });

  it('shows the fiscal year start as a day and a month, and tips as percentages', () => {
    expect(formatSettingValue(t, setting('ANALYTICS.FISCAL_YEAR_START'), '2025-04-01', 'en')).toBe('April 1');
    expect(formatSettingValue(tDe, setting('ANALYTICS.FISCAL_YEAR_START'), '2025-04-01', 'de')).toBe(
      '1. April',
    );
    expect(formatSettingValue(t, setting('PAYMENT.TIP_PERCENTAGES'), '5,10,15', 'en')).toBe(
      '5 %, 10 %, 15 %',
    );
  });
});

describe('day and month of the fiscal year start', () => {
  it('keeps the stored year when the date exists in it, so an unchanged choice is an unchanged value', () => {
    expect(dayMonthValue('2025-01-01', { day: 1, month: 1 })).toBe('2025-01-01');
    expect(dayMonthValue('2025-01-01', { day: 15, month: 7 })).toBe('2025-07-15');
  });

  it('stores 29 February in a leap year, and reads only real days', () => {
    expect(dayMonthValue('2025-01-01', { day: 29, month: 2 })).toBe('2000-02-29');
    expect(dayMonthValue('', { day: 31, month: 4 })).toBe('2000-04-30');
    expect(dayMonthOf('2000-02-29')).toEqual({ day: 29, month: 2 });
    expect(dayMonthOf('2025-13-01')).toBeNull();
    expect(dayMonthOf('')).toBeNull();
  });
});

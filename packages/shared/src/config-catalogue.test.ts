import { describe, expect, it } from 'vitest';
import {
  CONFIG_CATALOGUE,
  CONFIG_GROUP_TRANSLATIONS,
  CONFIG_GROUPS,
  CONFIG_LOCALES,
  encodeSelectValue,
  findConfigSetting,
  selectedKeys,
  validateConfigValue,
} from './config-catalogue.ts';

describe('configuration catalogue', () => {
  it('has settings in every group of the spec, each group translated', () => {
    for (const group of CONFIG_GROUPS) {
      expect(
        CONFIG_CATALOGUE.some((setting) => setting.group === group),
        group,
      ).toBe(true);
      for (const locale of CONFIG_LOCALES) expect(CONFIG_GROUP_TRANSLATIONS[group][locale].name).not.toBe('');
    }
  });

  it('uses unique GROUP.KEY keys whose group part is the setting group', () => {
    const keys = CONFIG_CATALOGUE.map((setting) => setting.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const setting of CONFIG_CATALOGUE) {
      expect(setting.key).toMatch(/^[A-Z_]+\.[A-Z0-9_]+$/);
      expect(setting.key.split('.')[0]).toBe(setting.group);
    }
  });

  it('has defaults that pass their own validation', () => {
    for (const setting of CONFIG_CATALOGUE) {
      expect(validateConfigValue(setting.type, setting.default_value), setting.key).toBeNull();
    }
  });

  it('names and describes every setting in English and German', () => {
    for (const setting of CONFIG_CATALOGUE) {
      for (const locale of CONFIG_LOCALES) {
        expect(setting.translations[locale].name, setting.key).not.toBe('');
        expect(setting.translations[locale].description, setting.key).not.toBe('');
      }
    }
  });

  it('labels every choice of a select in both languages and selects exactly one for SELECT', () => {
    const selects = CONFIG_CATALOGUE.filter((s) => s.type === 'SELECT' || s.type === 'MULTISELECT');
    expect(selects.length).toBeGreaterThan(10);
    for (const setting of selects) {
      const keys = setting.default_value.split('|').map((part) => part.split(':')[0]);
      for (const locale of CONFIG_LOCALES) {
        expect(Object.keys(setting.select_translations?.[locale] ?? {}), setting.key).toEqual(keys);
      }
      if (setting.type === 'SELECT') expect(selectedKeys(setting.default_value), setting.key).toHaveLength(1);
    }
  });

  it('carries the spec defaults', () => {
    const defaults: Record<string, string> = {
      'BRANDING.PRIMARY_COLOR': '#4a2c2a',
      'BRANDING.SECONDARY_COLOR': '#f5e6d3',
      'BRANDING.ACCENT_COLOR': '#d97706',
      'BRANDING.LOGO_URL': '',
      'BRANDING.PUBLIC_URL': '',
      'REGIONAL.TIMEZONE': 'Europe/Berlin',
      'OPERATIONS.OPERATING_HOURS':
        'MON:09:00-22:00|TUE:09:00-22:00|WED:09:00-22:00|THU:09:00-22:00|FRI:09:00-23:00|SAT:10:00-23:00|SUN:10:00-22:00',
      'OPERATIONS.DEFAULT_PAGE_SIZE': '20',
      'OPERATIONS.SERVICE_CHARGE_PERCENT': '0',
      'KITCHEN_OPERATIONS.DEFAULT_PREP_TIME': '20',
      'KITCHEN_OPERATIONS.KITCHEN_COPIES': '1',
      'KITCHEN_OPERATIONS.AUTO_PRINT': 'true',
      'TABLES.DEFAULT_CAPACITY': '4',
      'NOTIFICATIONS.DURATION_SECONDS': '5',
      'MENU.DEFAULT_TAX_ID': '1',
      'PAYMENT.METHODS': 'CASH:1|CREDIT_CARD:1|DEBIT_CARD:1|APPLE_PAY:0|GOOGLE_PAY:0',
      'ANALYTICS.REPORT_FORMAT': 'PDF:1|EXCEL:0|CSV:0',
      'ANALYTICS.REPORT_SCHEDULE': 'WEEKLY:1|DAILY:0|MONTHLY:0|NONE:0',
      'ADMIN_INTERFACE.DASHBOARD_LAYOUT': 'GRID:1|LIST:0|COMPACT:0',
      'KITCHEN_OPERATIONS.RECEIPT_FORMAT': 'STANDARD:1|COMPACT:0|DETAILED:0',
      'KITCHEN_OPERATIONS.WAIT_TIME_CALCULATION': 'AVERAGE:1|MAXIMUM:0|CUSTOM:0',
      'NOTIFICATIONS.SOUND': 'DEFAULT:1|THUNDER:0',
      'REGIONAL.TIME_FORMAT': '12H:0|24H:1',
      'REGIONAL.UNITS': 'IMPERIAL:0|METRIC:1',
    };
    for (const [key, value] of Object.entries(defaults))
      expect(findConfigSetting(key)?.default_value, key).toBe(value);
    expect(findConfigSetting('BRANDING.RESTAURANT_NAME')?.default_value).toBe('Café Aroma');
    expect(findConfigSetting('ANALYTICS.DEFAULT_PERIOD')?.default_value).toContain('LAST_MONTH:0');
    expect(findConfigSetting('REGIONAL.TIMEZONE')?.type).toBe('TIMEZONE');
    expect(findConfigSetting('NOPE.NOPE')).toBeUndefined();
  });
});

describe('validateConfigValue', () => {
  it('checks numbers', () => {
    expect(validateConfigValue('NUMBER', '12.5')).toBeNull();
    expect(validateConfigValue('NUMBER', '-3')).toBeNull();
    expect(validateConfigValue('NUMBER', 'abc')).toBe('Value must be a number');
    expect(validateConfigValue('NUMBER', '')).toBe('Value must be a number');
  });

  it('checks checkboxes', () => {
    expect(validateConfigValue('CHECKBOX', 'true')).toBeNull();
    expect(validateConfigValue('CHECKBOX', 'false')).toBeNull();
    expect(validateConfigValue('CHECKBOX', 'yes')).toBe('Value must be true or false');
  });

  it('checks colours', () => {
    expect(validateConfigValue('COLOR', '#FFFFFF')).toBeNull();
    expect(validateConfigValue('COLOR', '#4a2c2a')).toBeNull();
    for (const bad of ['#FFF', 'red', '#GGGGGG', 'FFFFFF']) {
      expect(validateConfigValue('COLOR', bad)).toBe('Value must be a valid hex color (e.g., #FFFFFF)');
    }
  });

  it('checks dates: format first, then that the day exists', () => {
    expect(validateConfigValue('DATE', '2024-02-29')).toBeNull();
    expect(validateConfigValue('DATE', '')).toBeNull();
    expect(validateConfigValue('DATE', '29.02.2024')).toBe('Value must be a valid date (YYYY-MM-DD)');
    expect(validateConfigValue('DATE', '2023-02-29')).toBe('Invalid date');
    expect(validateConfigValue('DATE', '2024-13-01')).toBe('Invalid date');
  });

  it('checks emails', () => {
    expect(validateConfigValue('EMAIL', 'a@b.co')).toBeNull();
    expect(validateConfigValue('EMAIL', 'not-an-email')).toBe('Please enter a valid email address');
  });

  it('accepts anything for text-like types', () => {
    for (const type of ['TEXT', 'TEXTAREA', 'URL', 'PHONE', 'SELECT', 'SCHEDULE', 'BUTTON'] as const) {
      expect(validateConfigValue(type, 'whatever')).toBeNull();
    }
  });
});

describe('select values', () => {
  it('encode and decode the KEY:1|KEY:0 form', () => {
    const value = encodeSelectValue(['CASH', 'CREDIT_CARD', 'GOOGLE_PAY'], ['CASH', 'GOOGLE_PAY']);
    expect(value).toBe('CASH:1|CREDIT_CARD:0|GOOGLE_PAY:1');
    expect(selectedKeys(value)).toEqual(['CASH', 'GOOGLE_PAY']);
    expect(selectedKeys('')).toEqual([]);
  });
});

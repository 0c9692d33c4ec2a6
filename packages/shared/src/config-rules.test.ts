import { describe, expect, it } from 'vitest';
import { parseTipPercentages } from './bill-split.ts';
import { CONFIG_NUMBER_RULES, checkSettingByKey, checkTipPercentages } from './config-rules.ts';

describe('tip suggestions (PAYMENT.TIP_PERCENTAGES, issue 41)', () => {
  it('takes numbers above 0 and at most 100, each once, in the stored form the bill reads', () => {
    for (const value of ['5,10,15', '12.5', '', '100', ' 5 , 10 '])
      expect(checkTipPercentages(value), value).toBeNull();
    expect(parseTipPercentages('5,10,15')).toEqual([5, 10, 15]);
  });

  it('refuses what the bill would silently drop', () => {
    const range = 'Each tip must be a number above 0 and at most 100';
    expect(checkTipPercentages('5,abc')).toBe(range);
    expect(checkTipPercentages('0')).toBe(range);
    expect(checkTipPercentages('101')).toBe(range);
    expect(checkTipPercentages('5,,10')).toBe(range);
    expect(checkTipPercentages('-5')).toBe(range);
    expect(checkTipPercentages('10,10')).toBe('Each tip percentage may appear only once');
    expect(checkTipPercentages('1,2,3,4,5,6,7')).toBe('At most 6 tip suggestions');
  });

  it('is the check the API and the screens run for the setting', () => {
    expect(checkSettingByKey('PAYMENT.TIP_PERCENTAGES', '5,x')).toBe(
      'Each tip must be a number above 0 and at most 100',
    );
    expect(checkSettingByKey('PAYMENT.TIP_PERCENTAGES', '5,10')).toBeNull();
  });
});

describe('number units (issue 41)', () => {
  it('names what each count counts, never a bare "items" for seats, copies or customers', () => {
    expect(CONFIG_NUMBER_RULES['TABLES.DEFAULT_CAPACITY']?.unit).toBe('seats');
    expect(CONFIG_NUMBER_RULES['KITCHEN_OPERATIONS.KITCHEN_COPIES']?.unit).toBe('copies');
    expect(CONFIG_NUMBER_RULES['ANALYTICS.TOP_CUSTOMERS_COUNT']?.unit).toBe('customers');
    expect(CONFIG_NUMBER_RULES['OPERATIONS.DEFAULT_PAGE_SIZE']?.unit).toBe('rows');
  });
});

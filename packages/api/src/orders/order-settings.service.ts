import type { TOrderType } from '@tableside/shared/constants';
import { percentToHundredths } from '@tableside/shared/money';
import { readSettings } from '../config/settings.ts';
import type { TApiDeps } from '../deps.ts';

/** The settings that price, check and time an order (spec admin 9, configuration catalogue). */
export type TOrderSettings = {
  /** REGIONAL.TIMEZONE: menu schedules and service hours are read in it. */
  timeZone: string;
  /** OPERATIONS.OPERATING_HOURS ('MON:09:00-22:00|...'); null when none are set. */
  operatingHours: string | null;
  /** MENU.DEFAULT_TAX_ID: the tax of an item without its own. */
  defaultTaxId: number | null;
  /** How a guest's wait is estimated. */
  waitTime: TWaitTimeRule;
  /** OPERATIONS.SERVICE_CHARGE_PERCENT in hundredths (1250 = 12.5 %). */
  serviceChargeRate: number;
  /** PAYMENT.PRICES_INCLUDE_TAX: menu prices are gross (tax included) rather than net. */
  pricesIncludeTax: boolean;
  /** OPERATIONS.ORDER_TYPES: what guests may choose, in the catalogue's order. */
  orderTypes: TOrderType[];
  /** OPERATIONS.ACCEPT_ORDERS: off pauses guests' orders (staff may still enter orders). */
  acceptOrders: boolean;
};

/**
 * KITCHEN_OPERATIONS.WAIT_TIME_CALCULATION: AVERAGE of the lines' preparation times, the longest
 * (MAXIMUM: the kitchen cooks side by side), or CUSTOM: the restaurant's own fixed time, which is
 * DEFAULT_PREP_TIME, for every order. Items without a time count as DEFAULT_PREP_TIME.
 */
export type TWaitTimeRule = { method: TWaitTimeMethod; defaultPrepMinutes: number };
export type TWaitTimeMethod = 'AVERAGE' | 'MAXIMUM' | 'CUSTOM';

export async function loadOrderSettings(deps: TApiDeps): Promise<TOrderSettings> {
  const settings = await readSettings(deps);
  return {
    timeZone: settings.get('REGIONAL.TIMEZONE'),
    operatingHours: settings.get('OPERATIONS.OPERATING_HOURS') || null,
    defaultTaxId: settings.get('MENU.DEFAULT_TAX_ID'),
    waitTime: {
      method: settings.get('KITCHEN_OPERATIONS.WAIT_TIME_CALCULATION'),
      defaultPrepMinutes: Math.max(0, settings.get('KITCHEN_OPERATIONS.DEFAULT_PREP_TIME')),
    },
    acceptOrders: settings.get('OPERATIONS.ACCEPT_ORDERS'),
    orderTypes: settings.get('OPERATIONS.ORDER_TYPES'),
    serviceChargeRate: percentToHundredths(Math.max(0, settings.get('OPERATIONS.SERVICE_CHARGE_PERCENT'))),
    pricesIncludeTax: settings.get('PAYMENT.PRICES_INCLUDE_TAX'),
  };
}

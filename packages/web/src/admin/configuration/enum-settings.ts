import type { TEnumName } from '@tableside/shared/enums.schemas';

/**
 * Settings that offer every value of an enumeration (config-catalogue.ts builds their choices from
 * the same list). The screen shows and checks them with what GET /enums answers, so a server that
 * names one more payment method offers it here too.
 */
const ENUM_SETTINGS: ReadonlyMap<string, TEnumName> = new Map([['PAYMENT.METHODS', 'PaymentMethod']]);

export function enumOfSetting(key: string): TEnumName | undefined {
  return ENUM_SETTINGS.get(key);
}

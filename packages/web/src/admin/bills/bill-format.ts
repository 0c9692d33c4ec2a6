import { fromCents, toCents } from '@tableside/shared/money';
import { useMemo } from 'react';
import { useCurrency } from '../../lib/branding/branding.queries.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { moneyFormat } from '../../lib/money-format.ts';
import { useLoadedStaffSettings } from '../staff-settings/use-staff-settings.hook.ts';

export type TBillFormat = {
  money: (amount: number) => string;
  dateTime: (iso: string) => string;
  time: (iso: string) => string;
};

/** A time zone the browser knows, else undefined (the browser's own). */
function knownTimeZone(zone: string | undefined): string | undefined {
  if (!zone) return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
}

/**
 * Money and times in the staff member's language and the restaurant's REGIONAL settings, like the
 * order screens (orders/order-format.ts; not imported, since the board imports this feature).
 */
export function useBillFormat(): TBillFormat {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const settings = useLoadedStaffSettings();
  const brandingCurrency = useCurrency();
  const currency = settings?.currency || brandingCurrency;
  const timeZone = knownTimeZone(settings?.time_zone);
  const hour12 = settings ? settings.time_format === '12H' : undefined;
  return useMemo(() => {
    const zoned = { timeZone, ...(hour12 === undefined ? {} : { hour12 }) };
    const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', ...zoned });
    const time = new Intl.DateTimeFormat(language, { timeStyle: 'short', ...zoned });
    return {
      money: moneyFormat(language, currency).money,
      dateTime: (iso) => dateTime.format(new Date(iso)),
      time: (iso) => time.format(new Date(iso)),
    };
  }, [language, currency, timeZone, hour12]);
}

/**
 * An amount typed by staff ('12.5', '12,50'), in cents; null when it is not a number with at most
 * two decimals. Empty counts as 0 only where `emptyIsZero`.
 */
export function parseAmountInput(text: string, emptyIsZero = false): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return emptyIsZero ? 0 : null;
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  return toCents(Number(trimmed));
}

/** Cents as the amount field shows them: '12.50'. */
export const amountInputText = (cents: number) => fromCents(cents).toFixed(2);

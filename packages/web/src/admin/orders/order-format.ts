import type { TOrderItemDetailView } from '@tableside/shared/orders.schemas';
import { useMemo } from 'react';
import { useCurrency } from '../../lib/branding/branding.queries.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { moneyFormat } from '../../lib/money-format.ts';
import { useLoadedStaffSettings } from '../staff-settings/use-staff-settings.hook.ts';

export type TOrderFormat = {
  money: (amount: number) => string;
  /** Date and time of day, e.g. '14 Mar 2026, 12:05'. */
  dateTime: (iso: string) => string;
  /** Time of day only, e.g. '12:05'. */
  time: (iso: string) => string;
  /** An option's extra price, '+€0.50' or '+10 %'; '' when it costs nothing extra. */
  surcharge: (valueAdded: number, percent: boolean) => string;
  /** A chosen option as the kitchen reads it: 'Size: Large (+€0.50)', 'Milk: Oat'. */
  detail: (detail: Pick<TOrderItemDetailView, 'name' | 'value' | 'value_added' | 'percent'>) => string;
};

/** What the staff formats follow: REGIONAL.CURRENCY, REGIONAL.TIMEZONE and REGIONAL.TIME_FORMAT. */
export type TRegionalFormat = { currency: string; timeZone?: string; hour12?: boolean };

/** A time zone the browser knows, else undefined (the browser's own). */
export function knownTimeZone(zone: string | undefined): string | undefined {
  if (!zone) return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
}

/**
 * The regional settings of the staff screens. Until the staff settings are in (or when they
 * cannot be had) prices use the branding's currency and times the device's clock and zone.
 */
export function useRegionalFormat(): TRegionalFormat {
  const settings = useLoadedStaffSettings();
  const brandingCurrency = useCurrency();
  return useMemo(
    () =>
      settings
        ? {
            currency: settings.currency || brandingCurrency,
            timeZone: knownTimeZone(settings.time_zone),
            hour12: settings.time_format === '12H',
          }
        : { currency: brandingCurrency },
    [settings, brandingCurrency],
  );
}

/** Money, dates and options in the staff member's language and the restaurant's regional settings. */
export function useOrderFormat(): TOrderFormat {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const { currency, timeZone, hour12 } = useRegionalFormat();
  return useMemo(() => {
    const format = moneyFormat(language, currency);
    const zoned = { timeZone, ...(hour12 === undefined ? {} : { hour12 }) };
    const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', ...zoned });
    const time = new Intl.DateTimeFormat(language, { timeStyle: 'short', ...zoned });
    const surcharge = (valueAdded: number, percent: boolean) => format.surcharge(valueAdded, percent) ?? '';
    return {
      money: format.money,
      surcharge,
      dateTime: (iso) => dateTime.format(new Date(iso)),
      time: (iso) => time.format(new Date(iso)),
      detail: ({ name, value, value_added, percent }) => {
        const extra = surcharge(value_added, percent);
        return `${name}: ${value}${extra ? ` (${extra})` : ''}`;
      },
    };
  }, [language, currency, timeZone, hour12]);
}

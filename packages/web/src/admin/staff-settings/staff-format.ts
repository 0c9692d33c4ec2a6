import { useMemo } from 'react';
import { useCurrency } from '../../lib/branding/branding.queries.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { moneyFormat } from '../../lib/money-format.ts';
import { useLoadedStaffSettings } from './use-staff-settings.hook.ts';

/** What the staff formats follow: REGIONAL.CURRENCY, REGIONAL.TIMEZONE and REGIONAL.TIME_FORMAT. */
export type TRegionalFormat = { currency: string; timeZone?: string; hour12?: boolean };

export type TStaffFormat = {
  money: (amount: number) => string;
  /** Date and time of day, e.g. '14 Mar 2026, 12:05'. */
  dateTime: (iso: string) => string;
  /** Time of day only, e.g. '12:05'. */
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

/** Money and times in the staff member's language and the restaurant's regional settings. */
export function useStaffFormat(): TStaffFormat {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const { currency, timeZone, hour12 } = useRegionalFormat();
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

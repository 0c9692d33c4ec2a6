import { useMemo } from 'react';
import { useCurrency, useGuestSettings } from '../../lib/branding/branding.queries.ts';
import { dateTimeFormat, type TDateTimeFormat, type TTimeFormat } from '../../lib/format/date-time-format.ts';
import { moneyFormat } from '../../lib/format/money-format.ts';
import { numberFormat, type TNumberFormat } from '../../lib/format/number-format.ts';
import { relativeTime } from '../../lib/format/relative-time-format.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { STAFF_SETTINGS_DEFAULTS } from './staff-settings.queries.ts';
import { useLoadedStaffSettings } from './use-staff-settings.hook.ts';

/** What the staff formats follow: REGIONAL.CURRENCY, REGIONAL.TIMEZONE and REGIONAL.TIME_FORMAT. */
export type TRegionalFormat = { currency: string; timeZone: string; timeFormat: TTimeFormat };

export type TStaffFormat = TDateTimeFormat &
  TNumberFormat & {
    money: (amount: number) => string;
    /** '5 minutes ago', 'yesterday', or the date a month on. */
    relative: (iso: string, now: number) => string;
  };

/**
 * The regional settings of the staff screens. Until the staff settings are in (or when they
 * cannot be had) the branding's stand in (its guest settings, else the catalogue's defaults), never
 * the device's zone: a manager at home in another zone reads the restaurant's times (decision 0042).
 */
export function useRegionalFormat(): TRegionalFormat {
  const settings = useLoadedStaffSettings();
  const brandingCurrency = useCurrency();
  const guest = useGuestSettings();
  const currency = settings?.currency || brandingCurrency;
  const timeZone = settings?.time_zone ?? (guest.time_zone || STAFF_SETTINGS_DEFAULTS.time_zone);
  const timeFormat = settings?.time_format ?? guest.time_format;
  return useMemo(() => ({ currency, timeZone, timeFormat }), [currency, timeZone, timeFormat]);
}

/** Money, numbers and times in the staff member's language and the restaurant's regional settings. */
export function useStaffFormat(): TStaffFormat {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const { currency, timeZone, timeFormat } = useRegionalFormat();
  return useMemo(() => {
    const dates = dateTimeFormat({ language, timeZone, timeFormat });
    return {
      ...dates,
      ...numberFormat(language),
      money: moneyFormat(language, currency).money,
      relative: (iso, now) => relativeTime(language, dates, iso, now),
    };
  }, [language, currency, timeZone, timeFormat]);
}

import { useMemo } from 'react';
import { useGuestSettings } from '../branding/branding.queries.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { dateTimeFormat, type TDateTimeFormat } from './date-time-format.ts';

/** Times on the guests' screens: the guest's language, the restaurant's zone and clock (REGIONAL.*). */
export function useGuestClock(): TDateTimeFormat {
  const { language } = useTranslation().i18n;
  const { time_zone, time_format } = useGuestSettings();
  return useMemo(
    () => dateTimeFormat({ language, timeZone: time_zone, timeFormat: time_format }),
    [language, time_zone, time_format],
  );
}

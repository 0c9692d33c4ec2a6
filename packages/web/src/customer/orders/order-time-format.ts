import { useMemo } from 'react';
import { useGuestSettings } from '../../lib/branding/branding.queries.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';

/** A formatter of clock times in the restaurant's zone and 12- or 24-hour clock (REGIONAL.*). */
export function clockTimeFormat(language: string, timeZone: string, timeFormat: '12H' | '24H') {
  const options: Intl.DateTimeFormatOptions = {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: timeFormat === '12H' ? 'h12' : 'h23',
  };
  try {
    return new Intl.DateTimeFormat(language, { ...options, timeZone: timeZone || undefined });
  } catch {
    // A zone this browser does not know: the guest's own zone still gives the right clock format.
    return new Intl.DateTimeFormat(language, options);
  }
}

/** Clock times in the guest's language, e.g. '14:35' or '2:35 PM'; an unreadable time gives ''. */
export function useClockTime(): (iso: string) => string {
  const { language } = useTranslation().i18n;
  const { time_zone, time_format } = useGuestSettings();
  return useMemo(() => {
    const format = clockTimeFormat(language, time_zone, time_format);
    return (iso) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? '' : format.format(date);
    };
  }, [language, time_zone, time_format]);
}

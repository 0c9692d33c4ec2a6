import { useMemo } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';

/** Clock times in the guest's language, e.g. '14:35' or '2:35 PM'; an unreadable time gives ''. */
export function useClockTime(): (iso: string) => string {
  const { language } = useTranslation().i18n;
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' });
    return (iso) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? '' : format.format(date);
    };
  }, [language]);
}

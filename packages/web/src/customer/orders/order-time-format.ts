import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Clock times in the guest's language, e.g. '14:35' or '2:35 PM'; an unreadable time gives ''. */
export function useClockTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' });
    return (iso) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? '' : format.format(date);
    };
  }, [language]);
}

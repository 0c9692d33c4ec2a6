import { useEffect } from 'react';
import { useTranslation } from './i18n/use-translation.ts';

/** Names the browser tab after the screen, which is also what screen readers announce on navigation. */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation();
  const appName = t('app.name');
  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title, appName]);
}

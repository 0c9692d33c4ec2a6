import { Hourglass, type LucideIcon } from 'lucide-react';
import { useTranslation } from '../lib/i18n/use-translation.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/**
 * What a screen shows until the issue that builds it lands: its name and an honest note, so a
 * route can be declared, linked and tested before its content exists.
 */
export function UpcomingScreen({ title, icon: Icon = Hourglass }: { title: string; icon?: LucideIcon }) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <div className="mb-5 flex size-14 items-center justify-center rounded-full bg-muted text-fg">
        <Icon aria-hidden="true" className="size-7" />
      </div>
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="mt-2 text-fg-muted">{t('ui.upcoming')}</p>
    </section>
  );
}

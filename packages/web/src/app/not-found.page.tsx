import { SearchX } from 'lucide-react';
import { useTranslation } from '../lib/i18n/use-translation.ts';
import { Link } from '../lib/router/router.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { buttonStyles } from '../ui/button.tsx';

/** spec (customer 2): any unknown path. */
export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <main className="grid min-h-dvh place-items-center px-4 py-12">
      <div className="flex max-w-md flex-col items-center text-center">
        <div className="mb-5 flex size-14 items-center justify-center rounded-full bg-muted">
          <SearchX aria-hidden="true" className="size-7" />
        </div>
        <p className="text-sm font-semibold text-fg-muted">404</p>
        <h1 className="mt-1 text-2xl font-semibold tracking-tight">{t('notFound.title')}</h1>
        <p className="mt-2 text-fg-muted">{t('notFound.text')}</p>
        <Link to="/" className={`${buttonStyles()} mt-8`}>
          {t('notFound.home')}
        </Link>
      </div>
    </main>
  );
}

import { TriangleAlert } from 'lucide';
import { useEffect } from 'react';
import { useTranslation } from '../lib/i18n/use-translation.ts';
import { Icon } from '../lib/icons/icon.tsx';
import { Button } from '../ui/button.tsx';

/**
 * Shown when a screen throws or its chunk fails to load (typically after a new release replaced
 * the files an open tab still refers to); reloading fetches the current ones.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main className="grid min-h-dvh place-items-center px-4 py-12">
      <div role="alert" className="flex max-w-md flex-col items-center text-center">
        <div className="mb-5 flex size-14 items-center justify-center rounded-full bg-danger-soft text-danger">
          <Icon icon={TriangleAlert} className="size-7" />
        </div>
        <h1 className="text-2xl font-semibold tracking-tight">{t('errors.pageTitle')}</h1>
        <p className="mt-2 text-fg-muted">{t('errors.pageText')}</p>
        <Button className="mt-8" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </Button>
      </div>
    </main>
  );
}

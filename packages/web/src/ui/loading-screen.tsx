import { useTranslation } from '../lib/i18n/use-translation.ts';
import { Spinner } from './spinner.tsx';

/** Full-height loading state for route-level waits (auth, backend check, lazy chunks). */
export function LoadingScreen({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="grid min-h-dvh place-items-center p-6">
      <div className="flex flex-col items-center gap-3 text-fg-muted">
        <Spinner size="lg" className="text-fg" />
        <p className="text-sm">{label ?? t('app.loading')}</p>
      </div>
    </div>
  );
}

import { lazy, Suspense } from 'react';
import { useTranslation } from '../lib/i18n/use-translation.ts';
import { useTheme } from '../lib/theme/theme.store.ts';
import { loadSonner, useToastsRequested } from './toast.ts';
import { useToastDuration } from './toast-duration.ts';

const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

/**
 * The toast area (spec customer 9: top right, 4 s, 3 at once), mounted with the first toast. The
 * admin area sets its own duration (toast-duration.ts).
 */
export function LazyToaster() {
  const { t } = useTranslation();
  const theme = useTheme();
  const duration = useToastDuration();
  if (!useToastsRequested()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-right"
        duration={duration}
        visibleToasts={3}
        theme={theme}
        richColors
        containerAriaLabel={t('ui.notifications')}
      />
    </Suspense>
  );
}

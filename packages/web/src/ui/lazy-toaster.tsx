import { lazy, Suspense } from 'react';
import { useTranslation } from '../lib/i18n/use-translation.ts';
import { useTheme } from '../lib/theme/theme.store.ts';
import { loadSonner, useToastsRequested } from './toast.ts';

const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

/** The toast area (spec customer 9: top right, 4 s, 3 at once), mounted with the first toast. */
export function LazyToaster() {
  const { t } = useTranslation();
  const theme = useTheme();
  if (!useToastsRequested()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-right"
        duration={4000}
        visibleToasts={3}
        theme={theme}
        richColors
        containerAriaLabel={t('ui.notifications')}
      />
    </Suspense>
  );
}

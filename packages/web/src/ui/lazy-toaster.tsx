import { lazy, Suspense } from 'react';
import { useTranslation } from '../lib/i18n/use-translation.ts';
import { useTheme } from '../lib/theme/theme.store.ts';
import { useToastsRequested } from './toast.ts';
import { useToastDuration } from './toast-duration.ts';

// Loads with Sonner, which the first toast asked for: the guest's first script carries neither (0007).
const Toaster = lazy(() => import('./toaster.tsx').then((m) => ({ default: m.Toaster })));

/**
 * The toast area (spec customer 9: top right, 4 s, 3 at once), mounted with the first toast. The
 * admin area sets its own duration (toast-duration.ts); where and how toasts show: toaster.tsx.
 */
export function LazyToaster() {
  const { t } = useTranslation();
  const theme = useTheme();
  const duration = useToastDuration();
  if (!useToastsRequested()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster duration={duration} theme={theme} label={t('ui.notifications')} />
    </Suspense>
  );
}

import { lazy, Suspense } from 'react';
import { useTranslation } from '../lib/i18n/use-translation.ts';
import { useTheme } from '../lib/theme/theme.store.ts';
import { loadSonner, useToastsRequested } from './toast.ts';
import { useToastDuration } from './toast-duration.ts';

const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

/**
 * Sonner's own distances from the top (24 px, 16 px on a phone), counted from below the demo banner
 * when there is one (demo-banner.tsx publishes its height): a toast would otherwise lie over the
 * banner's buttons for its 4 s, and stay there while the pointer rests on it.
 */
const TOAST_OFFSET = { top: 'calc(24px + var(--demo-banner-height, 0px))' };
const TOAST_MOBILE_OFFSET = { top: 'calc(16px + var(--demo-banner-height, 0px))' };

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
        offset={TOAST_OFFSET}
        mobileOffset={TOAST_MOBILE_OFFSET}
        duration={duration}
        visibleToasts={3}
        theme={theme}
        richColors
        containerAriaLabel={t('ui.notifications')}
      />
    </Suspense>
  );
}

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isDemoActive, subscribeApiHost } from '../lib/http/api-host.ts';
import { useBackendAvailability } from '../lib/http/backend-health.queries.ts';
import { activateDemo } from './demo-mode.ts';

const DemoBanner = lazy(() => import('./demo-banner.tsx').then((m) => ({ default: m.DemoBanner })));

/**
 * spec (customer 2, "Demo banner and dialog"): the top banner, shown when the backend does not
 * answer. Its code loads only then, so pages served by a working backend carry none of it.
 */
export function DemoBannerSlot() {
  const { available } = useBackendAvailability();
  const active = useSyncExternalStore(subscribeApiHost, isDemoActive, isDemoActive);
  if (available !== false && !active) return null;
  return (
    <Suspense fallback={null}>
      <DemoBanner active={active} activate={activateDemo} />
    </Suspense>
  );
}

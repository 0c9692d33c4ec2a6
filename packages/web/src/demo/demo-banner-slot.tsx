import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useAfterFirstScreen } from '../lib/http/after-first-screen.ts';
import { isDemoActive, subscribeApiHost } from '../lib/http/api-host.ts';
import { useBackendAvailability } from '../lib/http/backend-health.queries.ts';
import { loadAllTexts } from '../lib/i18n/i18n.ts';
import { activateDemo, type TActivateDemo } from './demo-mode.ts';

// The banner's texts are among the later ones (lib/i18n/i18n.ts): they load with its code.
const DemoBanner = lazy(async () => {
  const [banner] = await Promise.all([import('./demo-banner.tsx'), loadAllTexts()]);
  return { default: banner.DemoBanner };
});

/**
 * spec (customer 2, "Demo banner and dialog"): the top banner, shown when the backend does not
 * answer. Its code loads only then, so pages served by a working backend carry none of it. The
 * check waits for the first screen (decision 0035): a guest's menu needs the network first.
 */
export function DemoBannerSlot() {
  const { available } = useBackendAvailability({ enabled: useAfterFirstScreen() });
  const active = useSyncExternalStore(subscribeApiHost, isDemoActive, isDemoActive);
  const queryClient = useQueryClient();
  // Everything cached so far came from the network (or failed there): fetch it again from the page.
  const activate: TActivateDemo = async (options) => {
    await activateDemo(options);
    // Reset made a new database: the old session is gone with it.
    if (options?.reset) (await import('../auth/auth-session.service.ts')).endSession();
    await queryClient.resetQueries();
  };
  if (available !== false && !active) return null;
  return (
    <Suspense fallback={null}>
      <DemoBanner active={active} activate={activate} />
    </Suspense>
  );
}

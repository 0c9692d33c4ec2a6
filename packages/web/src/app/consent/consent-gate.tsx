import { lazy, Suspense, useSyncExternalStore } from 'react';
import { Outlet } from 'react-router';
import { needsConsentDecision, subscribeConsent } from '../../lib/consent/consent.store.ts';

// Loaded only when a decision is due, so returning guests never download the dialog.
const ConsentDialog = lazy(() => import('./consent-dialog.tsx').then((m) => ({ default: m.ConsentDialog })));

/** Layout route for guest screens and sign-in: asks for consent until the guest decides. */
export function ConsentGate() {
  const decisionDue = useSyncExternalStore(subscribeConsent, needsConsentDecision);
  return (
    <>
      <Outlet />
      {decisionDue ? (
        <Suspense fallback={null}>
          <ConsentDialog />
        </Suspense>
      ) : null}
    </>
  );
}

import { useSyncExternalStore } from 'react';
import { needsConsentDecision, subscribeConsent } from '../../lib/consent/consent.store.ts';
import { Outlet } from '../../lib/router/router.tsx';
import { ConsentDialog } from './consent-dialog.tsx';

/**
 * Layout route for guest screens and sign-in: asks for consent until the guest decides. The dialog
 * is part of the app's own chunk: every first visit shows it, and as a lazy chunk it would cost a
 * first visit more bytes and a second round trip (decision 0007).
 */
export function ConsentGate() {
  const decisionDue = useSyncExternalStore(subscribeConsent, needsConsentDecision);
  return (
    <>
      <Outlet />
      {decisionDue ? <ConsentDialog /> : null}
    </>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAuth } from './auth-session.store.ts';
import { watchSession } from './session-check.ts';

/**
 * While someone is signed in, checks every minute that the server still accepts them and brings
 * their current roles and permissions (session-check.ts). Signed out, nothing is asked; in demo
 * mode the API in the page answers the check like the server would. When the session ends by any
 * way (the user, a disabled account, an expired session), the cached staff data goes with it, so
 * whoever signs in next in this tab never sees the previous person's screens.
 */
export function useSessionCheck(): void {
  const { status } = useAuth();
  const queryClient = useQueryClient();
  const wasSignedIn = useRef(status === 'authenticated');
  useEffect(() => {
    if (status === 'authenticated') {
      wasSignedIn.current = true;
      return watchSession();
    }
    if (status === 'anonymous' && wasSignedIn.current) {
      wasSignedIn.current = false;
      queryClient.clear();
    }
    return undefined;
  }, [status, queryClient]);
}

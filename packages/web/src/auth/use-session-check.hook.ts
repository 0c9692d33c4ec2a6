import { useEffect } from 'react';
import { useAuth } from './auth-session.store.ts';
import { watchSession } from './session-check.ts';

/**
 * While someone is signed in, checks every minute that the server still accepts them and brings
 * their current roles and permissions (session-check.ts). Signed out, nothing is asked; in demo
 * mode the API in the page answers the check like the server would.
 */
export function useSessionCheck(): void {
  const { status } = useAuth();
  useEffect(() => (status === 'authenticated' ? watchSession() : undefined), [status]);
}

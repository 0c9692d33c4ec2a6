import type { ReactNode } from 'react';
import { hasAccess, type TAccessRequirement } from '../auth/access.ts';
import { useAuth } from '../auth/auth-session.store.ts';
import type { TLoginRedirectState } from '../auth/login/redirect-target.ts';
import { useBackendAvailability } from '../lib/http/backend-health.queries.ts';
import { useTranslation } from '../lib/i18n/use-translation.ts';
import { Navigate, Outlet, useLocation } from '../lib/router/router.tsx';
import { LoadingScreen } from '../ui/loading-screen.tsx';
import { AccessDenied } from './access-denied.tsx';

type TProtectedRouteProps = TAccessRequirement & { children?: ReactNode };

/**
 * spec (customer 2, protected-page guard): signed-out visitors go to /login, which remembers
 * where they came from; missing roles or permissions show 'Access Denied'. When the backend is
 * unavailable the app runs in demo mode and lets everyone through. Renders `children`, or the
 * child routes when used as a layout route.
 */
export function ProtectedRoute({ roles, permissions, children }: TProtectedRouteProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const { status, user } = useAuth();
  const { available } = useBackendAvailability();
  const content = children ?? <Outlet />;

  // The session is restored first in demo mode too, so the admin's first calls carry its token.
  if (available === undefined || status === 'loading')
    return <LoadingScreen label={t('auth.guard.checking')} />;
  if (available === false) return content;
  if (!user) {
    const state: TLoginRedirectState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to="/login" replace state={state} />;
  }
  if (!hasAccess(user, { roles, permissions }))
    return <AccessDenied roles={roles} permissions={permissions} />;
  return content;
}

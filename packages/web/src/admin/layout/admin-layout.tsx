import { type TLoginRedirectState, useAuth, useSessionCheck } from '../../auth/session.ts';
import { useBackendAvailability } from '../../lib/http/backend-health.queries.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Navigate, useLocation } from '../../lib/router/router.tsx';
import { useAdminColours } from '../../lib/theme/brand-colours.ts';
import { LoadingScreen } from '../../ui/loading-screen.tsx';
import { AdminShell } from './admin-shell.tsx';

/** The admin area's sign-in screen (spec admin 2). */
export const ADMIN_LOGIN_PATH = '/admin/login';

/**
 * The admin area's frame. spec (admin 2): the shell sends a signed-out user to /admin/login when
 * the backend is reachable, remembering the page; in demo mode (no backend) everyone may enter.
 */
export function AdminLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const { status, user } = useAuth();
  const { available } = useBackendAvailability();
  useAdminColours();
  useSessionCheck();

  if (available === false) return <AdminShell />;
  if (available === undefined || status === 'loading')
    return <LoadingScreen label={t('auth.guard.checking')} />;
  if (!user) {
    const state: TLoginRedirectState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={ADMIN_LOGIN_PATH} replace state={state} />;
  }
  return <AdminShell />;
}

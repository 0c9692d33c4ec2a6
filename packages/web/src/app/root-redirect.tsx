import { useAuth } from '../auth/auth-session.store.ts';
import { Navigate } from '../lib/router/router.tsx';
import { LoadingScreen } from '../ui/loading-screen.tsx';

/** spec (customer 2): / sends staff to /admin and guests to /welcome, once auth has resolved. */
export function RootRedirect() {
  const { status } = useAuth();
  if (status === 'loading') return <LoadingScreen />;
  return <Navigate to={status === 'authenticated' ? '/admin' : '/welcome'} replace />;
}

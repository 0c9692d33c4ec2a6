import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from '../lib/router/router.tsx';
import { logout } from './auth-session.service.ts';

/** Signs out, forgets cached staff data and goes to /login, whether or not the server call worked. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await logout();
    queryClient.clear();
    await navigate('/login', { replace: true });
  }, [navigate, queryClient]);
}

import type { TLogin, TResetPassword } from '@tableside/shared/auth.schemas';
import { apiClient } from '../lib/http/api-clients.ts';
import { parserFromGuard } from '../lib/http/data-parser.ts';
import { isSessionUser, sessionResponse } from '../lib/responses/session.response.ts';

const sessionUser = parserFromGuard(isSessionUser);

// Sign-in, refresh and the password calls are never retried by the request layer: a repeated
// sign-in counts twice towards the account lock, and a repeated refresh would replay a rotated
// refresh token, which the server treats as theft (DESIGN.md section 3).
const once = { retry: false } as const;

// The refresh token travels as an httpOnly cookie, so the bodies below leave it out.
export const authApi = {
  login: async ({ email, password }: Pick<TLogin, 'email' | 'password'>) =>
    (
      await apiClient.post(
        '/auth/login',
        { email, password, device_info: navigator.userAgent.slice(0, 500) },
        { ...once, schema: sessionResponse },
      )
    ).data,
  refresh: async () => (await apiClient.post('/auth/refresh', {}, { ...once, schema: sessionResponse })).data,
  logout: () => apiClient.post('/auth/logout', {}, once),
  /** The signed-in user as the server knows them now; not retried, the next check follows soon. */
  me: async () => (await apiClient.get('/auth/me', { ...once, schema: sessionUser })).data,
  /** Answers with the same neutral message whether or not the account exists. */
  forgotPassword: (email: string) => apiClient.post<null>('/password/forgot', { email }, once),
  resetPassword: (body: TResetPassword) => apiClient.post<null>('/password/reset', body, once),
};

import type { TChangePassword } from '@tableside/shared/auth.schemas';
import { apiClient } from '../../lib/http/api-clients.ts';

export const profileApi = {
  /**
   * POST /password/change (spec admin 7 "Auth"). Not retried: a repeat after a lost answer would
   * check the old password against the new one and report it wrong.
   */
  changePassword: (body: TChangePassword) => apiClient.post<null>('/password/change', body, { retry: false }),
};

import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants.ts';
import { EMAIL_PATTERN } from './text-fields.ts';

export const ZEmail = z
  .string({ error: 'Username or email is required' })
  .trim()
  .min(1, 'Username or email is required')
  .regex(EMAIL_PATTERN, 'Please enter a valid email address');

export const ZPassword = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`);

export const ZLogin = z.object({
  email: ZEmail,
  password: ZPassword,
  device_info: z.string().max(500).optional(),
});
export type TLogin = z.infer<typeof ZLogin>;

export const ZRefresh = z.object({ refresh_token: z.string().min(1).max(200).optional() });
export type TRefresh = z.infer<typeof ZRefresh>;

export const ZForgotPassword = z.object({ email: ZEmail });
export type TForgotPassword = z.infer<typeof ZForgotPassword>;

export const ZResetPassword = z.object({
  token: z.string({ error: 'Reset token is required' }).min(1, 'Reset token is required').max(200),
  password: ZPassword,
});
export type TResetPassword = z.infer<typeof ZResetPassword>;

export const ZChangePassword = z.object({
  current_password: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required'),
  new_password: ZPassword,
});
export type TChangePassword = z.infer<typeof ZChangePassword>;

export type TSessionUser = {
  id: number;
  name: string;
  email: string;
  roles: string[];
  permissions: string[];
  is_active: boolean;
};

export type TSession = {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  user: TSessionUser;
};

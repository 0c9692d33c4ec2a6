import { ZChangePassword, ZForgotPassword, ZResetPassword } from '@tableside/shared/auth.schemas';
import { ApiRouter, requirePrincipal } from '../http/api-router.ts';
import { ok } from '../http/respond.ts';
import { accessTokenSessionId, bearerToken } from './access-token.ts';
import { clientAddress } from './client-address.ts';
import { changePassword, requestPasswordReset, resetPassword } from './password.service.ts';

/** Forgotten and changed passwords (spec customer 7: POST /password/forgot, /reset, /change); mounted at /password. */
export const passwordRouter = new ApiRouter('Auth')
  .post(
    '/forgot',
    {
      summary: 'Mail a password-reset link',
      description: 'Always answers the same, whether or not the email belongs to an account.',
      access: 'public',
      body: ZForgotPassword,
    },
    async (c, { body }) => {
      await requestPasswordReset(c.get('deps'), body.email);
      return ok(c, null, 'If an account exists for that email, we have sent a link to reset the password.');
    },
  )
  .post(
    '/reset',
    {
      summary: 'Set a new password with a reset token',
      description: 'The token is single-use and expires; every session of the account ends.',
      access: 'public',
      body: ZResetPassword,
    },
    async (c, { body }) => {
      await resetPassword(c.get('deps'), body);
      return ok(c, null, 'Password has been reset. You can now sign in.');
    },
  )
  .post(
    '/change',
    {
      summary: "Change the signed-in user's password",
      description:
        'Needs the current password; every other session of the account ends. A wrong current password ' +
        'counts towards the account lock like a failed sign-in (400, then 423 at the fifth); attempts are ' +
        'limited per account and per client address (429).',
      access: 'signed-in',
      body: ZChangePassword,
    },
    async (c, { body, principal }) => {
      const deps = c.get('deps');
      const token = bearerToken(c.req.header('Authorization'));
      const sessionId = token ? await accessTokenSessionId(token, deps.jwtSecret, deps.clock.now()) : null;
      const caller = { userId: requirePrincipal(principal).id, sessionId, clientAddress: clientAddress(c) };
      await changePassword(deps, caller, body);
      return ok(c, null, 'Password changed');
    },
  );

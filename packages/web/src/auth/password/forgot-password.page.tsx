import { zodResolver } from '@hookform/resolvers/zod';
import { ZForgotPassword } from '@tableside/shared/auth.schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { fieldErrorText, showServerFieldErrors } from '../../lib/forms/form-errors.ts';
import { ApiError } from '../../lib/http/api-error.ts';
import { userFacingErrorMessage } from '../../lib/http/error-message.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { authApi } from '../auth.api.ts';
import { AuthLayout } from '../auth-layout.tsx';
import { BackToSignIn } from '../back-to-sign-in.tsx';

/** /forgot-password: asks for a reset link without revealing whether the account exists. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof ZForgotPassword>, unknown, z.output<typeof ZForgotPassword>>({
    resolver: zodResolver(ZForgotPassword),
    defaultValues: { email: '' },
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setBanner(null);
    try {
      await authApi.forgotPassword(email);
      setSent(true);
    } catch (error) {
      if (showServerFieldErrors(t, error, ['email'], setError)) return;
      // Only "try again later" failures are shown; any other answer still gets the neutral
      // confirmation, so the screen never reveals whether an account exists.
      if (error instanceof ApiError && [0, 408, 429, 503].includes(error.status)) {
        setBanner(userFacingErrorMessage(t, error));
      } else {
        setSent(true);
      }
    }
  });

  return (
    <AuthLayout title={t('auth.forgot.title')} subtitle={sent ? undefined : t('auth.forgot.text')}>
      {sent ? (
        <div className="space-y-6">
          <Banner tone="success">{t('auth.forgot.sent')}</Banner>
          <BackToSignIn />
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          {banner ? <Banner>{banner}</Banner> : null}
          <Field label={t('auth.forgot.email')} error={fieldErrorText(t, errors.email?.message)}>
            <Input
              type="email"
              autoComplete="email"
              {...register('email', {
                onChange: () => {
                  clearErrors('email');
                  setBanner(null);
                },
              })}
            />
          </Field>
          <Button type="submit" fullWidth size="lg" loading={isSubmitting}>
            {t('auth.forgot.submit')}
          </Button>
          <BackToSignIn />
        </form>
      )}
    </AuthLayout>
  );
}

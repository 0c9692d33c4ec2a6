import { zodResolver } from '@hookform/resolvers/zod';
import { ZPassword } from '@tableside/shared/auth.schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { fieldErrorText, showServerFieldErrors } from '../../lib/forms/form-errors.ts';
import { ApiError } from '../../lib/http/api-error.ts';
import { userFacingErrorMessage } from '../../lib/http/error-message.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Link, useNavigate, useSearchParams } from '../../lib/router/router.tsx';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { PasswordInput } from '../../ui/password-input.tsx';
import { toast } from '../../ui/toast.ts';
import { authApi } from '../auth.api.ts';
import { AuthLayout } from '../auth-layout.tsx';
import { BackToSignIn } from '../back-to-sign-in.tsx';
import { useResetPasswordCopy } from './reset-password.copy.ts';

// The English text is the key into en.json's `validation` section (see translate-validation.ts).
const ZResetForm = z
  .object({ password: ZPassword, confirm: z.string() })
  .refine((values) => values.password === values.confirm, {
    message: 'Passwords do not match',
    path: ['confirm'],
  });

/**
 * /reset-password?token=…: sets a new password with the token from the reset mail. With invite=1
 * (the invitation mail) it welcomes a new staff member to choose their first one.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const copy = useResetPasswordCopy(searchParams.get('invite') === '1');
  const [linkInvalid, setLinkInvalid] = useState(token === '');
  const [banner, setBanner] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof ZResetForm>, unknown, z.output<typeof ZResetForm>>({
    resolver: zodResolver(ZResetForm),
    defaultValues: { password: '', confirm: '' },
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setBanner(null);
    try {
      await authApi.resetPassword({ token, password });
      toast.success(copy.successTitle, { description: copy.successText });
      await navigate('/login', { replace: true });
    } catch (error) {
      if (showServerFieldErrors(t, error, ['password'], setError)) return;
      if (error instanceof ApiError && error.status === 400) {
        // spec: an invalid or expired token is a 400 'This reset link is invalid or has expired.'
        setLinkInvalid(true);
      } else {
        setBanner(userFacingErrorMessage(t, error));
      }
    }
  });

  if (linkInvalid) {
    return (
      <AuthLayout title={copy.title}>
        <div className="space-y-6">
          <Banner>{copy.invalidLink}</Banner>
          <Link
            to="/forgot-password"
            className="block text-center text-sm font-medium text-link underline-offset-4 hover:underline"
          >
            {t('auth.reset.requestNewLink')}
          </Link>
        </div>
      </AuthLayout>
    );
  }

  const clearOnEdit = (field: 'password' | 'confirm') => ({
    onChange: () => {
      clearErrors(field);
      setBanner(null);
    },
  });

  return (
    <AuthLayout title={copy.title} subtitle={copy.text}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {banner ? <Banner>{banner}</Banner> : null}
        <Field label={copy.password} error={fieldErrorText(t, errors.password?.message)}>
          <PasswordInput autoComplete="new-password" {...register('password', clearOnEdit('password'))} />
        </Field>
        <Field label={copy.confirm} error={fieldErrorText(t, errors.confirm?.message)}>
          <PasswordInput autoComplete="new-password" {...register('confirm', clearOnEdit('confirm'))} />
        </Field>
        <Button type="submit" fullWidth size="lg" loading={isSubmitting}>
          {copy.submit}
        </Button>
        <BackToSignIn />
      </form>
    </AuthLayout>
  );
}

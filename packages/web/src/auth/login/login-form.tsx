import { zodResolver } from '@hookform/resolvers/zod';
import { ZLogin } from '@tableside/shared/auth.schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { fieldErrorText, showServerFieldErrors } from '../../lib/forms/form-errors.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Link } from '../../lib/router/router.tsx';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { PasswordInput } from '../../ui/password-input.tsx';
import { toast } from '../../ui/toast.ts';
import { login } from '../auth-session.service.ts';
import { loginErrorMessage } from './login-error.ts';

// The same rules the API applies (spec customer 5), from the shared schema.
const ZLoginForm = ZLogin.pick({ email: true, password: true });
const FIELDS = ['email', 'password'] as const;
type TField = (typeof FIELDS)[number];

/**
 * The sign-in form; `onSignedIn` runs once the session started and the welcome toast showed.
 * `notice` (why the last session ended) opens as the banner, which goes like any other.
 */
export function LoginForm({ notice, onSignedIn }: { notice?: string | null; onSignedIn: () => void }) {
  const { t } = useTranslation();
  const [banner, setBanner] = useState<string | null>(notice ?? null);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof ZLoginForm>, unknown, z.output<typeof ZLoginForm>>({
    resolver: zodResolver(ZLoginForm),
    defaultValues: { email: '', password: '' },
    // spec (customer 4): editing clears a field's errors; they come back on the next submit.
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit(async (values) => {
    setBanner(null);
    try {
      const user = await login(values);
      toast.success(t('auth.login.successTitle'), {
        description: t('auth.login.welcomeBack', { name: user.name }),
      });
      onSignedIn();
    } catch (error) {
      if (showServerFieldErrors(t, error, FIELDS, setError)) return;
      // spec (customer 8): without field errors, a banner plus an error toast titled 'Error'.
      const message = loginErrorMessage(t, error);
      setBanner(message);
      toast.error(t('common.error'), { description: message });
    }
  });

  const clearOnEdit = (field: TField) => ({
    onChange: () => {
      clearErrors(field);
      setBanner(null);
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {banner ? <Banner>{banner}</Banner> : null}
      <Field label={t('auth.login.email')} error={fieldErrorText(t, errors.email?.message)}>
        <Input
          type="text"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...register('email', clearOnEdit('email'))}
        />
      </Field>
      <Field label={t('auth.login.password')} error={fieldErrorText(t, errors.password?.message)}>
        <PasswordInput autoComplete="current-password" {...register('password', clearOnEdit('password'))} />
      </Field>
      <div className="flex justify-end">
        <Link
          to="/forgot-password"
          className="text-sm font-medium text-link underline-offset-4 hover:underline"
        >
          {t('auth.login.forgotPassword')}
        </Link>
      </div>
      <Button type="submit" fullWidth size="lg" loading={isSubmitting}>
        {t('auth.login.submit')}
      </Button>
    </form>
  );
}

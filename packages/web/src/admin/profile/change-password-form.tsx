import { zodResolver } from '@hookform/resolvers/zod';
import { ZChangePassword } from '@tableside/shared/auth.schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { fieldErrorText, showServerFieldErrors } from '../../lib/forms/form-errors.ts';
import { ApiError } from '../../lib/http/api-error.ts';
import { userFacingErrorMessage } from '../../lib/http/error-message.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { PasswordInput } from '../../ui/password-input.tsx';
import { toast } from '../../ui/toast.ts';
import { profileApi } from './profile.api.ts';

// The English texts are keys into en.json's `validation` section (see translate-validation.ts).
const ZChangePasswordForm = ZChangePassword.extend({ confirm_password: z.string() }).refine(
  (values) => values.new_password === values.confirm_password,
  { message: 'Passwords do not match', path: ['confirm_password'] },
);
type TFormInput = z.input<typeof ZChangePasswordForm>;
type TField = keyof TFormInput;

/** What the API answers for a wrong current password (packages/api/src/auth/password.service.ts). */
const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

const EMPTY: TFormInput = { current_password: '', new_password: '', confirm_password: '' };

/**
 * Changes the signed-in user's password (POST /password/change): current, new (at least 6
 * characters, spec admin 9) and its confirmation. The server's field errors show under the fields.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const [banner, setBanner] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TFormInput, unknown, z.output<typeof ZChangePasswordForm>>({
    resolver: zodResolver(ZChangePasswordForm),
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit(async ({ current_password, new_password }) => {
    setBanner(null);
    try {
      await profileApi.changePassword({ current_password, new_password });
      reset(EMPTY);
      toast.success(t('admin.profile.success'), { description: t('admin.profile.changePasswordIntro') });
    } catch (error) {
      const shown = showServerFieldErrors(t, error, ['current_password', 'new_password'], setError);
      // That text is not a shared validation message, so it gets its own translation here.
      if (error instanceof ApiError && error.errors?.current_password?.includes(WRONG_CURRENT_PASSWORD)) {
        setError('current_password', {
          type: 'server',
          message: t('admin.profile.currentPasswordIncorrect'),
        });
      }
      // A run of wrong current passwords locks the account like failed sign-ins: the spec's text.
      const locked = error instanceof ApiError && error.status === 423;
      if (!shown) setBanner(locked ? t('auth.login.accountLocked') : userFacingErrorMessage(t, error));
    }
  });

  // Editing a field clears its error and the banner, as on the sign-in screen (spec admin 2).
  const field = (name: TField) =>
    register(name, {
      onChange: () => {
        clearErrors(name);
        setBanner(null);
      },
    });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {banner ? <Banner>{banner}</Banner> : null}
      <Field
        label={t('admin.profile.currentPassword')}
        error={fieldErrorText(t, errors.current_password?.message)}
      >
        <PasswordInput autoComplete="current-password" {...field('current_password')} />
      </Field>
      <Field
        label={t('admin.profile.newPassword')}
        hint={t('admin.profile.passwordHint')}
        error={fieldErrorText(t, errors.new_password?.message)}
      >
        <PasswordInput autoComplete="new-password" {...field('new_password')} />
      </Field>
      <Field
        label={t('admin.profile.confirmPassword')}
        error={fieldErrorText(t, errors.confirm_password?.message)}
      >
        <PasswordInput autoComplete="new-password" {...field('confirm_password')} />
      </Field>
      <Button type="submit" loading={isSubmitting}>
        {t('admin.profile.submit')}
      </Button>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { ACCESS_LIMITS, type TUserCreate } from '@tableside/shared/access.schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../lib/http/api-error.ts';
import { userFacingErrorMessage } from '../../lib/http/error-message.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { DialogForm } from '../../ui/dialog-form.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { PasswordInput } from '../../ui/password-input.tsx';
import { toast } from '../../ui/toast.ts';
import { peopleApi } from '../people/people.api.ts';
import { peopleQueries } from '../people/people.queries.ts';
import {
  EMPTY_MEMBER,
  FIRST_SIGN_IN,
  formField,
  memberMessage,
  type TAddMemberInput,
  ZAddMemberForm,
} from './add-member-form.ts';
import { RoleSelect } from './role-select.tsx';

type TAddMemberDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Adds a team member: name, email, role, and an invitation mail or a first password. */
export function AddMemberDialog({ open, onOpenChange }: TAddMemberDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const roles = useQuery({ ...peopleQueries.roles(), enabled: open });
  const [banner, setBanner] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<TAddMemberInput, unknown, TUserCreate>({
    resolver: zodResolver(ZAddMemberForm),
    defaultValues: EMPTY_MEMBER,
  });
  const withPassword = watch('firstSignIn') === 'password';

  useEffect(() => {
    if (!open) return;
    setBanner(null);
    reset(EMPTY_MEMBER);
  }, [open, reset]);

  const onSubmit = handleSubmit(async (body) => {
    setBanner(null);
    try {
      const created = await peopleApi.createUser(body);
      await queryClient.invalidateQueries({ queryKey: peopleQueries.all() });
      toast.success(t('admin.staff.toast.added'), {
        description: body.password
          ? created.name
          : t('admin.staff.toast.addedInvited', { email: created.email }),
      });
      onOpenChange(false);
    } catch (error) {
      if (!showFieldErrors(error)) setBanner(userFacingErrorMessage(t, error));
    }
  });

  /** The server's field errors under their fields; a taken email (409) under the email. */
  const showFieldErrors = (error: unknown): boolean => {
    if (!(error instanceof ApiError) || !error.fromServer) return false;
    let shown = false;
    for (const [serverField, messages] of Object.entries(error.errors ?? {})) {
      const field = formField(serverField);
      if (!field || !messages.length) continue;
      setError(field, {
        type: 'server',
        message: messages.map((message) => memberMessage(t, message) ?? message).join(' '),
      });
      shown = true;
    }
    if (!shown && error.status === 409) {
      setError('email', { type: 'server', message: error.message });
      shown = true;
    }
    return shown;
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('admin.staff.form.title')}>
      <DialogForm
        onSubmit={onSubmit}
        error={banner}
        cancelLabel={t('admin.staff.cancel')}
        onCancel={() => onOpenChange(false)}
        submitLabel={t('admin.staff.form.submit')}
        submitting={isSubmitting}
      >
        <Field label={t('admin.staff.form.name')} error={memberMessage(t, errors.name?.message)}>
          <Input autoComplete="off" maxLength={ACCESS_LIMITS.name + 20} {...register('name')} />
        </Field>
        <Field label={t('admin.staff.form.email')} error={memberMessage(t, errors.email?.message)}>
          <Input type="email" inputMode="email" autoComplete="off" {...register('email')} />
        </Field>
        <Field
          label={t('admin.staff.form.role')}
          hint={roles.isError ? t('admin.staff.roles.error') : undefined}
          error={memberMessage(t, errors.role?.message)}
        >
          <RoleSelect
            roles={roles.data ?? []}
            emptyLabel={t('admin.staff.form.defaultRole')}
            {...register('role')}
          />
        </Field>
        <fieldset className="space-y-2">
          <legend className="mb-1.5 text-sm font-medium">{t('admin.staff.form.firstSignIn')}</legend>
          {FIRST_SIGN_IN.map((choice) => (
            <label
              key={choice}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-line p-3 has-checked:border-ring has-checked:bg-muted"
            >
              <input
                type="radio"
                value={choice}
                className="mt-0.5 size-5 shrink-0 accent-action"
                {...register('firstSignIn')}
              />
              <span>
                <span className="block text-sm font-medium">{t(`admin.staff.form.${choice}`)}</span>
                <span className="block text-sm text-fg-muted">{t(`admin.staff.form.${choice}Hint`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {withPassword ? (
          <Field
            label={t('admin.staff.form.passwordField')}
            error={memberMessage(t, errors.password?.message)}
          >
            <PasswordInput autoComplete="new-password" {...register('password')} />
          </Field>
        ) : null}
      </DialogForm>
    </Dialog>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { ACCESS_LIMITS, type TRole, ZRoleName } from '@tableside/shared/access.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentProps, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { showServerFieldErrors } from '../../lib/forms/form-errors.ts';
import { userFacingErrorMessage } from '../../lib/http/error-message.ts';
import { translateValidationMessage } from '../../lib/i18n/translate-validation.ts';
import type { TTranslate, TTranslationKey } from '../../lib/i18n/translation-keys.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { DialogForm } from '../../ui/dialog-form.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { Select } from '../../ui/select.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { toast } from '../../ui/toast.ts';
import { peopleApi } from '../people/people.api.ts';
import { peopleQueries } from '../people/people.queries.ts';
import { roleDescription, roleLabel } from '../people/role-labels.ts';

const tooLong = `At most ${ACCESS_LIMITS.description} characters`;
// The form holds text; the shared rules check the name (the server checks the same). A built-in
// role's name field is disabled, and a disabled field has no value: the name stays as it is.
const ZRoleForm = z.object({
  name: ZRoleName.optional(),
  description: z.string().trim().max(ACCESS_LIMITS.description, tooLong),
  copy_from: z.string(),
});
type TFormInput = z.input<typeof ZRoleForm>;
type TFormOutput = z.output<typeof ZRoleForm>;

/** The shared schema's English messages, in the current language. */
const MESSAGE_KEYS: Record<string, TTranslationKey> = {
  'Name is required': 'admin.roles.form.nameRequired',
  [`At most ${ACCESS_LIMITS.roleName} characters`]: 'admin.roles.form.nameTooLong',
  'Use letters, digits, spaces, _ and - only': 'admin.roles.form.nameCharacters',
  [tooLong]: 'admin.roles.form.descriptionTooLong',
};

function messageText(t: TTranslate, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = MESSAGE_KEYS[message];
  return key ? t(key) : translateValidationMessage(t, message);
}

type TRoleFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The role to rename or describe; null creates one. */
  existing: TRole | null;
  roles: readonly TRole[];
  onSaved?: (role: TRole) => void;
};

/**
 * Create a role (name, description, optionally starting with everything another role may do), or
 * rename and describe one. Built-in roles keep their name (the server refuses with 400).
 */
export function RoleFormDialog({ open, onOpenChange, existing: role, roles, onSaved }: TRoleFormDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [banner, setBanner] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TFormInput, unknown, TFormOutput>({ resolver: zodResolver(ZRoleForm) });

  useEffect(() => {
    if (!open) return;
    setBanner(null);
    // A built-in role shows the name and description people read (its name cannot change anyway).
    reset({
      name: role ? roleLabel(t, role.name, role.seeded) : '',
      description: role ? (roleDescription(t, role) ?? '') : '',
      copy_from: '',
    });
  }, [open, role, reset, t]);

  const onSubmit = handleSubmit(async ({ name, description, copy_from }) => {
    setBanner(null);
    const source = roles.find((r) => String(r.id) === copy_from);
    // An untouched translated description stays the stored one, not a copy in today's language.
    const untouched = role && description === (roleDescription(t, role) ?? '');
    const text = { description: untouched ? role.description : description || null };
    try {
      const saved = role
        ? await peopleApi.updateRole(role.id, role.seeded ? text : { name, ...text })
        : await peopleApi.createRole({
            name: name ?? '',
            ...text,
            permissions: source?.effective_permissions,
          });
      await queryClient.invalidateQueries({ queryKey: peopleQueries.all() });
      toast.success(t(role ? 'admin.roles.toast.updated' : 'admin.roles.toast.created'), {
        description: roleLabel(t, saved.name, saved.seeded),
      });
      onSaved?.(saved);
      onOpenChange(false);
    } catch (error) {
      const shown = showServerFieldErrors(t, error, ['name', 'description'] as const, (field, value) =>
        setError(field, { ...value, message: messageText(t, value.message) ?? value.message }),
      );
      if (!shown) setBanner(userFacingErrorMessage(t, error));
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={
        role
          ? t('admin.roles.form.editTitle', { name: roleLabel(t, role.name, role.seeded) })
          : t('admin.roles.form.createTitle')
      }
    >
      <DialogForm
        onSubmit={onSubmit}
        error={banner}
        cancelLabel={t('admin.roles.form.cancel')}
        onCancel={() => onOpenChange(false)}
        submitLabel={t(role ? 'admin.roles.form.save' : 'admin.roles.form.create')}
        submitting={isSubmitting}
      >
        <Field
          label={t('admin.roles.form.name')}
          hint={role?.seeded ? t('admin.roles.form.nameSeeded') : t('admin.roles.form.nameHint')}
          error={messageText(t, errors.name?.message)}
        >
          <Input
            autoComplete="off"
            maxLength={ACCESS_LIMITS.roleName + 20}
            {...register('name', { disabled: role?.seeded ?? false })}
          />
        </Field>
        <Field label={t('admin.roles.form.description')} error={messageText(t, errors.description?.message)}>
          <Textarea rows={3} maxLength={ACCESS_LIMITS.description + 50} {...register('description')} />
        </Field>
        {role ? null : (
          <Field label={t('admin.roles.form.copyFrom')} hint={t('admin.roles.form.copyHint')}>
            <RoleSelect roles={roles} {...register('copy_from')} />
          </Field>
        )}
      </DialogForm>
    </Dialog>
  );
}

type TRoleSelectProps = ComponentProps<'select'> & { roles: readonly TRole[] };

function RoleSelect({ roles, ...props }: TRoleSelectProps) {
  const { t } = useTranslation();
  return (
    <Select {...props}>
      <option value="">{t('admin.roles.form.copyNone')}</option>
      {roles.map((r) => (
        <option key={r.id} value={r.id}>
          {roleLabel(t, r.name, r.seeded)}
        </option>
      ))}
    </Select>
  );
}

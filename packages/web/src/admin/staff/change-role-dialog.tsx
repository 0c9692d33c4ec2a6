import type { TUser } from '@tableside/shared/access.schemas';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { DialogForm } from '../../ui/dialog-form.tsx';
import { Field } from '../../ui/field.tsx';
import { QueryStates } from '../../ui/query-states.tsx';
import { peopleQueries } from '../people/people.queries.ts';
import { roleDescription } from '../people/role-labels.ts';
import { RoleSelect } from './role-select.tsx';

type TChangeRoleDialogProps = {
  /** Whose role changes; null when closed. */
  user: TUser | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (user: TUser, roleId: number) => void;
};

/** One role per person on this screen: the choice replaces every role they hold directly. */
export function ChangeRoleDialog({ user, busy, onCancel, onConfirm }: TChangeRoleDialogProps) {
  const { t } = useTranslation();
  const roles = useQuery({ ...peopleQueries.roles(), enabled: user !== null });
  const [roleId, setRoleId] = useState('');
  useEffect(() => setRoleId(user?.role_ids[0]?.toString() ?? ''), [user]);
  const chosen = roles.data?.find((role) => String(role.id) === roleId);
  const unchanged = user !== null && user.role_ids.length === 1 && String(user.role_ids[0]) === roleId;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (user && chosen && !unchanged) onConfirm(user, chosen.id);
  };

  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={t('admin.staff.roleDialog.title', { name: user?.name ?? '' })}
      description={t('admin.staff.roleDialog.text', { name: user?.name ?? '' })}
    >
      <DialogForm
        onSubmit={submit}
        cancelLabel={t('admin.staff.cancel')}
        onCancel={onCancel}
        submitLabel={t('admin.staff.roleDialog.save')}
        submitting={busy}
        submitDisabled={!chosen || unchanged}
      >
        <QueryStates
          query={roles}
          texts={{
            error: t('admin.staff.roles.error'),
            retry: t('admin.staff.retry'),
            loading: t('admin.staff.roles.loading'),
          }}
        />
        {roles.data ? (
          <Field
            label={t('admin.staff.roleDialog.role')}
            hint={chosen ? (roleDescription(t, chosen) ?? undefined) : undefined}
          >
            <RoleSelect
              roles={roles.data}
              emptyLabel={roleId === '' ? t('admin.staff.roleDialog.choose') : undefined}
              value={roleId}
              onChange={(event) => setRoleId(event.target.value)}
            />
          </Field>
        ) : null}
      </DialogForm>
    </Dialog>
  );
}

import type { TRole, TUser } from '@tableside/shared/access.schemas';
import { clsx } from 'clsx';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { DraftActions } from '../people/draft-actions.tsx';
import { sectionStyles } from '../people/people-styles.ts';
import { roleDescription, roleLabel } from '../people/role-labels.ts';
import { holdsAll, useOwnPermissions } from '../people/use-people-access.hook.ts';
import { useSetDraft } from '../people/use-set-draft.hook.ts';
import { useUserActions } from './use-user-actions.hook.ts';

type TUserRolesProps = { user: TUser; roles: readonly TRole[]; editable: boolean };

/**
 * The roles granted to a user, as checkboxes; Save replaces them (PUT /users/{id} { role_ids }).
 * A role that may do more than the signed-in user is locked: the server would refuse it (403).
 */
export function UserRoles({ user, roles, editable }: TUserRolesProps) {
  const { t } = useTranslation();
  const id = useId();
  const own = useOwnPermissions();
  const { saveRoles } = useUserActions();
  const { draft, toggle, dirty, reset } = useSetDraft(user.role_ids);

  return (
    <section aria-labelledby={`${id}-heading`} className={sectionStyles}>
      <div className="space-y-1">
        <h3 id={`${id}-heading`} className="text-lg font-semibold">
          {t('admin.users.roles.title')}
        </h3>
        <p className="text-sm text-fg-muted">{t('admin.users.roles.hint')}</p>
      </div>
      {roles.length === 0 ? <p className="text-fg-muted">{t('admin.users.roles.none')}</p> : null}
      <ul aria-label={t('admin.users.roles.label', { name: user.name })} className="space-y-1">
        {roles.map((role) => {
          const notHeld = editable && !holdsAll(own, role.effective_permissions);
          const disabled = !editable || notHeld;
          return (
            <li key={role.id}>
              <label
                className={clsx(
                  'flex min-h-11 items-start gap-3 rounded-lg px-2 py-2',
                  disabled ? 'cursor-not-allowed' : 'cursor-pointer hover:bg-muted/60',
                )}
              >
                <input
                  type="checkbox"
                  aria-labelledby={`${id}-${role.id}`}
                  aria-describedby={`${id}-${role.id}-detail`}
                  checked={draft.has(role.id)}
                  disabled={disabled}
                  onChange={(event) => toggle(role.id, event.target.checked)}
                  className="mt-0.5 size-5 shrink-0 accent-action disabled:opacity-60"
                />
                <span className="min-w-0">
                  <span id={`${id}-${role.id}`} className="block font-medium break-all">
                    {roleLabel(t, role.name, role.seeded)}
                  </span>
                  <span id={`${id}-${role.id}-detail`} className="block text-sm text-fg-muted">
                    {roleDescription(t, role) ? (
                      <span className="block">{roleDescription(t, role)}</span>
                    ) : null}
                    {notHeld ? (
                      <span className="block font-medium text-fg">{t('admin.users.roles.notHeld')}</span>
                    ) : null}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {editable ? (
        <DraftActions
          dirty={dirty}
          saving={saveRoles.isPending}
          saveLabel={t('admin.users.roles.save')}
          onUndo={reset}
          onSave={() =>
            saveRoles.mutate({ user, roleIds: roles.filter((r) => draft.has(r.id)).map((r) => r.id) })
          }
        />
      ) : null}
    </section>
  );
}

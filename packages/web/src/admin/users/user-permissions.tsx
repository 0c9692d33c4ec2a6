import type { TClaim, TRole, TUser } from '@tableside/shared/access.schemas';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { DraftActions } from '../people/draft-actions.tsx';
import { sectionStyles } from '../people/people-styles.ts';
import { sortPermissions } from '../people/permission-labels.ts';
import { PermissionList } from '../people/permission-list.tsx';
import { grantedBy, permissionState } from '../people/permission-state.ts';
import { useOwnPermissions } from '../people/use-people-access.hook.ts';
import { useSetDraft } from '../people/use-set-draft.hook.ts';
import { useUserActions } from './use-user-actions.hook.ts';

type TUserPermissionsProps = {
  user: TUser;
  roles: readonly TRole[];
  claims: readonly TClaim[];
  editable: boolean;
};

/**
 * The permissions granted to a user directly, beside their roles, grouped like the roles matrix;
 * what their roles give is ticked and locked. Save replaces them (PUT /users/{id}/permissions).
 */
export function UserPermissions({ user, roles, claims, editable }: TUserPermissionsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const own = useOwnPermissions();
  const { savePermissions } = useUserActions();
  const { draft, toggle, dirty, reset } = useSetDraft(user.direct_permissions);
  const inherited = grantedBy(roles.filter((role) => user.role_ids.includes(role.id)));
  const stateOf = (name: string) =>
    permissionState(t, name, { inherited, saved: user.direct_permissions, draft, editable, own });

  return (
    <section aria-labelledby={headingId} className={sectionStyles}>
      <div className="space-y-1">
        <h3 id={headingId} className="text-lg font-semibold">
          {t('admin.users.permissions.title')}
        </h3>
        <p className="text-sm text-fg-muted">{t('admin.users.permissions.hint', { name: user.name })}</p>
      </div>
      <PermissionList
        label={t('admin.users.permissions.label', { name: user.name })}
        claims={claims}
        stateOf={stateOf}
        onChange={toggle}
      />
      {editable ? (
        <DraftActions
          dirty={dirty}
          saving={savePermissions.isPending}
          saveLabel={t('admin.users.permissions.save')}
          onUndo={reset}
          onSave={() => savePermissions.mutate({ user, permissions: sortPermissions(draft) })}
        />
      ) : null}
    </section>
  );
}

import type { TClaim, TRole } from '@tableside/shared/access.schemas';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { DraftActions } from '../people/draft-actions.tsx';
import { sectionStyles } from '../people/people-styles.ts';
import { sortPermissions } from '../people/permission-labels.ts';
import { PermissionList } from '../people/permission-list.tsx';
import { grantedBy, permissionState } from '../people/permission-state.ts';
import { roleLabel } from '../people/role-labels.ts';
import { useOwnPermissions } from '../people/use-people-access.hook.ts';
import { useSetDraft } from '../people/use-set-draft.hook.ts';
import { useRoleActions } from './use-role-actions.hook.ts';

type TRolePermissionsProps = {
  role: TRole;
  roles: readonly TRole[];
  claims: readonly TClaim[];
  canManage: boolean;
};

/**
 * The permission matrix of one role: its own claims as checkboxes; what it gets from a contained
 * role ticked and locked ('from WAITER'); what the signed-in user lacks locked with a hint.
 * Save replaces the role's own claims (PUT /roles/{id} { permissions }).
 */
export function RolePermissions({ role, roles, claims, canManage }: TRolePermissionsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const own = useOwnPermissions();
  const { savePermissions } = useRoleActions();
  const { draft, toggle, dirty, reset } = useSetDraft(role.permissions);
  const inherited = grantedBy(roles.filter((r) => role.child_role_ids.includes(r.id)));
  const stateOf = (name: string) =>
    permissionState(t, name, { inherited, saved: role.permissions, draft, editable: canManage, own });

  return (
    <section aria-labelledby={headingId} className={sectionStyles}>
      <div className="space-y-1">
        <h3 id={headingId} className="text-lg font-semibold">
          {t('admin.roles.permissions.title')}
        </h3>
        <p className="text-sm text-fg-muted">
          {t('admin.roles.permissions.hint', { name: roleLabel(t, role.name, role.seeded) })}
        </p>
      </div>
      <PermissionList
        label={t('admin.roles.permissions.label', { name: roleLabel(t, role.name, role.seeded) })}
        claims={claims}
        stateOf={stateOf}
        onChange={toggle}
      />
      {canManage ? (
        <DraftActions
          dirty={dirty}
          saving={savePermissions.isPending}
          saveLabel={t('admin.roles.permissions.save')}
          onUndo={reset}
          onSave={() => savePermissions.mutate({ role, permissions: sortPermissions(draft) })}
        />
      ) : null}
    </section>
  );
}

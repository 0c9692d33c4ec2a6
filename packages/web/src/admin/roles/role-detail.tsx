import type { TClaim, TRole } from '@tableside/shared/access.schemas';
import { Pencil, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { QueryStates } from '../../ui/query-states.tsx';
import { AccessExplanation } from '../people/access-explanation.tsx';
import { peopleQueries } from '../people/people.queries.ts';
import { pillStyles, sectionStyles } from '../people/people-styles.ts';
import { roleDescription, roleLabel } from '../people/role-labels.ts';
import { RoleFormDialog } from './role-form-dialog.tsx';
import { RoleHierarchy } from './role-hierarchy.tsx';
import { mayDeleteRole } from './role-inheritance.ts';
import { RolePermissions } from './role-permissions.tsx';
import { useRoleActions } from './use-role-actions.hook.ts';

type TRoleDetailProps = {
  role: TRole;
  roles: readonly TRole[];
  claims: { data: TClaim[] | undefined; isError: boolean; isPending: boolean; refetch: () => unknown };
  canManage: boolean;
  /** Move focus to the role's name (it was just chosen in the list, perhaps far above on a phone). */
  focus: boolean;
  onSelect: (role: TRole) => void;
  onDeleted: () => void;
};

/** One role: what it is, its permission matrix, the roles it contains, and why it may do what it may. */
export function RoleDetail({ role, roles, claims, canManage, focus, onSelect, onDeleted }: TRoleDetailProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const { remove } = useRoleActions();
  const deletable = mayDeleteRole(role);

  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);

  return (
    <div className="min-w-0 space-y-5">
      <section aria-labelledby={headingId} className={sectionStyles}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id={headingId} ref={heading} tabIndex={-1} className="text-xl font-bold break-all">
                {roleLabel(t, role.name, role.seeded)}
              </h2>
              {role.seeded ? <span className={pillStyles}>{t('admin.roles.builtIn')}</span> : null}
            </div>
            <p className="text-fg-muted">{roleDescription(t, role) ?? t('admin.roles.noDescription')}</p>
            <p className="text-sm text-fg-muted">{t('admin.roles.userCount', { count: role.user_count })}</p>
          </div>
          {canManage ? (
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" className="size-4" />
                {t('admin.roles.edit')}
              </Button>
              {deletable ? (
                <Button variant="secondary" onClick={() => setDeleting(true)}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t('admin.roles.delete')}
                </Button>
              ) : null}
            </div>
          ) : null}
        </div>
        {canManage && !deletable ? (
          <p className="text-sm text-fg-muted">{t('admin.roles.seededInUse')}</p>
        ) : null}
      </section>

      {claims.data ? (
        <RolePermissions role={role} roles={roles} claims={claims.data} canManage={canManage} />
      ) : (
        <section className={sectionStyles}>
          <QueryStates
            query={claims}
            texts={{
              error: t('admin.permissions.error'),
              retry: t('admin.permissions.retry'),
              loading: t('admin.permissions.loading'),
            }}
          />
        </section>
      )}
      <RoleHierarchy role={role} roles={roles} canManage={canManage} onSelect={onSelect} />
      <AccessExplanation
        access={peopleQueries.roleAccess(role.id)}
        claims={claims.data ?? []}
        intro={t('admin.roles.access.intro', { name: roleLabel(t, role.name, role.seeded) })}
        self={role.name}
        directText={t('admin.roles.access.own', { name: roleLabel(t, role.name, role.seeded) })}
      />

      <RoleFormDialog open={editing} onOpenChange={setEditing} existing={role} roles={roles} />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('admin.roles.deleteDialog.title', { name: roleLabel(t, role.name, role.seeded) })}
        description={[
          t('admin.roles.deleteDialog.text'),
          role.user_count > 0 ? t('admin.roles.deleteDialog.inUse', { count: role.user_count }) : '',
        ].join(' ')}
        confirmLabel={t('admin.roles.deleteDialog.confirm')}
        cancelLabel={t('admin.roles.deleteDialog.cancel')}
        destructive
        loading={remove.isPending}
        onConfirm={() =>
          remove.mutate(role, {
            onSuccess: onDeleted,
            onSettled: () => setDeleting(false),
          })
        }
      />
    </div>
  );
}

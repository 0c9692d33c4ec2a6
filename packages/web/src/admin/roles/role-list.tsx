import type { TRole } from '@tableside/shared/access.schemas';
import { clsx } from 'clsx';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { pillStyles } from '../people/people-styles.ts';
import { roleDescription, roleLabel } from '../people/role-labels.ts';

type TRoleListProps = {
  roles: readonly TRole[];
  selectedId: number | undefined;
  onSelect: (role: TRole) => void;
};

/** The roles, each a button that opens it beside the list (below it on phones). */
export function RoleList({ roles, selectedId, onSelect }: TRoleListProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('admin.roles.listLabel')} className="min-w-0">
      <ul className="space-y-2">
        {roles.map((role) => {
          const selected = role.id === selectedId;
          return (
            <li key={role.id}>
              <button
                type="button"
                aria-current={selected ? 'true' : undefined}
                onClick={() => onSelect(role)}
                className={clsx(
                  'block w-full rounded-2xl border p-3 text-start transition-colors',
                  selected ? 'border-ring bg-muted' : 'border-line bg-card hover:bg-muted/60',
                )}
              >
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold break-all">{roleLabel(t, role.name, role.seeded)}</span>
                  {role.seeded ? <span className={pillStyles}>{t('admin.roles.builtIn')}</span> : null}
                </span>
                {roleDescription(t, role) ? (
                  <span className="mt-0.5 block text-sm text-fg-muted">{roleDescription(t, role)}</span>
                ) : null}
                <span className="mt-1 block text-xs text-fg-muted">
                  {t('admin.roles.userCount', { count: role.user_count })}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

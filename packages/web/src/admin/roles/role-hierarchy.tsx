import type { TRole } from '@tableside/shared/access.schemas';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button } from '../../ui/button.tsx';
import { selectStyles } from '../../ui/select.tsx';
import { peopleQueries } from '../people/people.queries.ts';
import { pillStyles, sectionStyles } from '../people/people-styles.ts';
import { roleLabel } from '../people/role-labels.ts';
import { containableRoles } from './role-inheritance.ts';
import { useRoleActions } from './use-role-actions.hook.ts';

type TRoleHierarchyProps = {
  role: TRole;
  roles: readonly TRole[];
  canManage: boolean;
  onSelect: (role: TRole) => void;
};

/** Which roles this role contains (add, remove) and which roles contain it (links to them). */
export function RoleHierarchy({ role, roles, canManage, onSelect }: TRoleHierarchyProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const selectId = useId();
  const links = useQuery(peopleQueries.hierarchy());
  const { link, unlink } = useRoleActions();
  const [choice, setChoice] = useState('');
  const byId = (ids: readonly number[]) => roles.filter((r) => ids.includes(r.id));
  const children = byId(role.child_role_ids);
  const parents = byId(role.parent_role_ids);
  const candidates = containableRoles(role, roles);
  const chosen = candidates.find((r) => String(r.id) === choice);
  const linkTo = (child: TRole) =>
    links.data?.find((l) => l.parent_role_id === role.id && l.child_role_id === child.id);

  return (
    <section aria-labelledby={headingId} className={sectionStyles}>
      <div className="space-y-1">
        <h3 id={headingId} className="text-lg font-semibold">
          {t('admin.roles.hierarchy.title')}
        </h3>
        <p className="text-sm text-fg-muted">{t('admin.roles.hierarchy.explain')}</p>
      </div>

      <div className="space-y-2">
        <h4 className="text-sm font-semibold">
          {t('admin.roles.hierarchy.contains', { name: roleLabel(t, role.name, role.seeded) })}
        </h4>
        {children.length === 0 ? (
          <p className="text-sm text-fg-muted">
            {t('admin.roles.hierarchy.containsNone', { name: roleLabel(t, role.name, role.seeded) })}
          </p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {children.map((child) => {
              const existing = linkTo(child);
              return (
                <li
                  key={child.id}
                  className={clsx(
                    'flex min-h-11 items-center gap-1 rounded-full border border-line ps-3',
                    !canManage && 'pe-3',
                  )}
                >
                  <span className="font-medium">{roleLabel(t, child.name, child.seeded)}</span>
                  {canManage ? (
                    <button
                      type="button"
                      aria-label={t('admin.roles.hierarchy.removeLabel', {
                        name: roleLabel(t, role.name, role.seeded),
                        child: roleLabel(t, child.name, child.seeded),
                      })}
                      title={t('admin.roles.hierarchy.remove')}
                      disabled={!existing || unlink.isPending}
                      onClick={() => existing && unlink.mutate({ parent: role, child, linkId: existing.id })}
                      className="flex size-11 items-center justify-center rounded-full text-fg-muted hover:bg-muted hover:text-fg disabled:opacity-50"
                    >
                      <X aria-hidden="true" className="size-4" />
                    </button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </div>

      {canManage ? (
        <form
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen) link.mutate({ parent: role, child: chosen }, { onSuccess: () => setChoice('') });
          }}
        >
          <div className="min-w-0 flex-1 space-y-1.5">
            <label htmlFor={selectId} className="block text-sm font-medium">
              {t('admin.roles.hierarchy.addLabel', { name: roleLabel(t, role.name, role.seeded) })}
            </label>
            <select
              id={selectId}
              className={selectStyles}
              value={choice}
              disabled={candidates.length === 0}
              onChange={(event) => setChoice(event.target.value)}
            >
              <option value="">
                {candidates.length === 0
                  ? t('admin.roles.hierarchy.nothingToAdd')
                  : t('admin.roles.hierarchy.choose')}
              </option>
              {candidates.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {roleLabel(t, candidate.name, candidate.seeded)}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" variant="secondary" disabled={!chosen} loading={link.isPending}>
            <Plus aria-hidden="true" className="size-4" />
            {t('admin.roles.hierarchy.add')}
          </Button>
        </form>
      ) : null}

      <div className="space-y-2">
        <h4 className="text-sm font-semibold">{t('admin.roles.hierarchy.containedBy')}</h4>
        {parents.length === 0 ? (
          <p className="text-sm text-fg-muted">
            {t('admin.roles.hierarchy.containedByNone', { name: roleLabel(t, role.name, role.seeded) })}
          </p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {parents.map((parent) => (
              <li key={parent.id}>
                <button
                  type="button"
                  className={clsx(pillStyles, 'min-h-11 px-3 text-sm underline-offset-2 hover:underline')}
                  aria-label={t('admin.roles.hierarchy.show', {
                    name: roleLabel(t, parent.name, parent.seeded),
                  })}
                  onClick={() => onSelect(parent)}
                >
                  {roleLabel(t, parent.name, parent.seeded)}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

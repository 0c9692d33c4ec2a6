import type { TRole } from '@tableside/shared/access.schemas';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useSearchParams } from '../../lib/router/router.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Button } from '../../ui/button.tsx';
import { QueryStates } from '../../ui/query-states.tsx';
import { peopleQueries } from '../people/people.queries.ts';
import { ReadOnlyNote } from '../people/read-only-note.tsx';
import { useCanManagePeople } from '../people/use-people-access.hook.ts';
import { RoleDetail } from './role-detail.tsx';
import { RoleFormDialog } from './role-form-dialog.tsx';
import { RoleList } from './role-list.tsx';

/**
 * /admin/roles (spec admin 6, 7 "Users and access"): the roles, and for the chosen one (`?role={id}`)
 * its permission matrix, the roles it contains and where each of its permissions comes from.
 * Everything can be read with users.read; users.manage changes it.
 */
export function RolesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.screens.roles'));
  const canManage = useCanManagePeople();
  const roles = useQuery(peopleQueries.roles());
  const claims = useQuery(peopleQueries.claims());
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const [chosen, setChosen] = useState(false);

  const wanted = Number(params.get('role'));
  const selected = roles.data?.find((role) => role.id === wanted) ?? roles.data?.[0];
  const select = (role: TRole | undefined) => {
    setChosen(role !== undefined);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (role) next.set('role', String(role.id));
        else next.delete('role');
        return next;
      },
      { replace: true },
    );
  };

  return (
    <div className="mx-auto w-full max-w-6xl space-y-5 px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-bold">{t('admin.screens.roles')}</h1>
          <p className="max-w-2xl text-fg-muted">{t('admin.roles.intro')}</p>
        </div>
        {canManage ? (
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" className="size-5" />
            {t('admin.roles.create')}
          </Button>
        ) : null}
      </div>
      {canManage ? null : <ReadOnlyNote text={t('admin.roles.readOnly')} />}

      <QueryStates
        query={roles}
        texts={{
          error: t('admin.roles.error'),
          retry: t('admin.roles.retry'),
          loading: t('admin.roles.loading'),
        }}
      />
      {roles.data?.length === 0 ? (
        <p className="rounded-2xl border-2 border-dashed border-line px-4 py-12 text-center text-fg-muted">
          {t('admin.roles.empty')}
        </p>
      ) : null}
      {roles.data && selected ? (
        <div className="grid items-start gap-5 lg:grid-cols-[18rem_minmax(0,1fr)]">
          <RoleList roles={roles.data} selectedId={selected.id} onSelect={select} />
          <RoleDetail
            key={selected.id}
            role={selected}
            roles={roles.data}
            claims={claims}
            canManage={canManage}
            focus={chosen}
            onSelect={select}
            onDeleted={() => select(undefined)}
          />
        </div>
      ) : null}

      <RoleFormDialog
        open={creating}
        onOpenChange={setCreating}
        existing={null}
        roles={roles.data ?? []}
        onSaved={select}
      />
    </div>
  );
}

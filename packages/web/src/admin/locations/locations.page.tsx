import type { TBranch } from '@tableside/shared/tables.schemas';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { userFacingErrorMessage } from '../../lib/http/error-message.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { QueryStates } from '../../ui/query-states.tsx';
import { locationQueries } from '../location-scope/locations.queries.ts';
import { LocationFormDialog } from './location-form-dialog.tsx';
import { LocationList } from './location-list.tsx';
import { useLocationActions } from './use-location-actions.hook.ts';

/**
 * /admin/locations (issue 13, docs/decisions/0019-locations.md): the restaurant's locations with
 * what guests need of them. A location that tables or orders name is archived, not deleted: the
 * refusal stays in the delete dialog so the owner reads why and what to do.
 */
export function LocationsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.screens.locations'));
  const locations = useQuery(locationQueries.list());
  const { archive, unarchive, remove } = useLocationActions();
  const [editing, setEditing] = useState<TBranch | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<TBranch | null>(null);

  const openForm = (location: TBranch | null) => {
    setEditing(location);
    setFormOpen(true);
  };
  const askDelete = (location: TBranch) => {
    remove.reset();
    setDeleting(location);
  };

  return (
    <div className="mx-auto w-full max-w-6xl space-y-5 px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-bold">{t('admin.screens.locations')}</h1>
          <p className="max-w-2xl text-fg-muted">{t('admin.locations.intro')}</p>
        </div>
        <Button onClick={() => openForm(null)}>
          <Plus aria-hidden="true" className="size-5" />
          {t('admin.locations.create')}
        </Button>
      </div>

      <QueryStates
        query={locations}
        texts={{
          error: t('admin.locations.error'),
          retry: t('admin.locations.retry'),
          loading: t('admin.locations.loading'),
        }}
      />
      {locations.data?.length === 0 ? (
        <p className="rounded-2xl border-2 border-dashed border-line px-4 py-12 text-center text-fg-muted">
          {t('admin.locations.empty')}
        </p>
      ) : null}
      {locations.data ? (
        <LocationList
          locations={locations.data}
          busy={archive.isPending || unarchive.isPending}
          onEdit={openForm}
          onArchive={(location) => archive.mutate(location)}
          onUnarchive={(location) => unarchive.mutate(location)}
          onDelete={askDelete}
        />
      ) : null}

      <LocationFormDialog open={formOpen} onOpenChange={setFormOpen} location={editing} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('admin.locations.deleteDialog.title', { name: deleting?.name ?? '' })}
        description={
          remove.isError ? (
            <span role="alert" className="font-medium text-danger">
              {userFacingErrorMessage(t, remove.error)}
            </span>
          ) : (
            t('admin.locations.deleteDialog.description')
          )
        }
        confirmLabel={t('admin.locations.deleteDialog.confirm')}
        cancelLabel={t('admin.locations.form.cancel')}
        destructive
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting, { onSuccess: () => setDeleting(null) })}
      />
    </div>
  );
}

import type { TItemTag } from '@tableside/shared/item-tags.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, ArrowLeft, Lock, Pencil, Plus, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Link } from '../../lib/router/router.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button, buttonStyles } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { toast } from '../../ui/toast.ts';
import { IconButton } from './list-buttons.tsx';
import { deleteTag } from './menu-admin.api.ts';
import { invalidateMenu, menuAdminQueries } from './menu-admin.queries.ts';
import { menuErrorMessage } from './menu-error-message.ts';
import { useCanManageMenu } from './menu-permissions.ts';
import { TagDialog } from './tag-dialog.tsx';
import { useTagGroupName } from './tag-groups.ts';

type TEditing = { tag?: TItemTag; type?: TItemTag['tag_type'] } | null;

/** /admin/menu/tags: item tags grouped by type (spec admin 3 and 9), with their item counts. */
export function TagsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.tagsAdmin.title'));
  const groupName = useTagGroupName();
  const canManage = useCanManageMenu();
  const queryClient = useQueryClient();
  const typed = useQuery(menuAdminQueries.typedTags());
  const [editing, setEditing] = useState<TEditing>(null);
  const [deleting, setDeleting] = useState<TItemTag>();

  const remove = useMutation({
    mutationFn: (tag: TItemTag) => deleteTag(tag.id),
    // spec admin 8: exactly 'Tag deleted successfully'.
    onSuccess: () => toast.success(t('admin.tagsAdmin.toasts.deleted')),
    onError: (error) => toast.error(menuErrorMessage(t, error)),
    onSettled: () => {
      setDeleting(undefined);
      return invalidateMenu(queryClient);
    },
  });

  return (
    <div className="mx-auto max-w-5xl space-y-4 p-4 lg:p-6">
      <Link to="/admin/menu" className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('admin.menuAdmin.editor.back')}
      </Link>
      <header className="flex flex-wrap items-center gap-2">
        <h1 className="mr-auto text-2xl font-semibold">{t('admin.tagsAdmin.title')}</h1>
        {canManage ? (
          <Button onClick={() => setEditing({})}>
            <Plus aria-hidden="true" className="size-4" />
            {t('admin.tagsAdmin.new')}
          </Button>
        ) : null}
      </header>
      {typed.isPending ? (
        <div className="flex justify-center p-10">
          <Spinner />
        </div>
      ) : typed.isError ? (
        <Banner tone="error">{t('admin.tagsAdmin.loadFailed')}</Banner>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {typed.data.tag_groups.map((group) => (
            <section
              key={group.tag_type}
              aria-labelledby={`tag-group-${group.tag_type}`}
              className="space-y-2 rounded-2xl border border-line bg-card p-4"
            >
              <div className="flex items-center justify-between gap-2">
                <h2 id={`tag-group-${group.tag_type}`} className="font-semibold">
                  {groupName(group.tag_type)}
                </h2>
                {canManage ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('admin.tagsAdmin.newIn', { group: groupName(group.tag_type) })}
                    onClick={() => setEditing({ type: group.tag_type })}
                  >
                    <Plus aria-hidden="true" className="size-4" />
                  </Button>
                ) : null}
              </div>
              {group.tags.length === 0 ? (
                <p className="text-sm text-fg-muted">{t('admin.tagsAdmin.emptyGroup')}</p>
              ) : (
                <ul className="divide-y divide-line">
                  {group.tags.map((tag) => (
                    <li key={tag.id} className="flex items-center gap-2 py-2">
                      <span
                        aria-hidden="true"
                        className="size-3 shrink-0 rounded-full border border-line"
                        style={tag.color ? { backgroundColor: tag.color } : undefined}
                      />
                      <div className="min-w-0 flex-1">
                        <p className="flex items-center gap-1 font-medium">
                          <span className="truncate">{tag.name}</span>
                          {tag.featured ? (
                            <Star
                              aria-label={t('admin.tagsAdmin.featured')}
                              className="size-4 shrink-0 text-accent"
                            />
                          ) : null}
                          {tag.internal ? (
                            <Lock
                              aria-label={t('admin.tagsAdmin.internal')}
                              className="size-4 shrink-0 text-fg-muted"
                            />
                          ) : null}
                          {tag.warning_message ? (
                            <AlertTriangle
                              aria-label={t('admin.tagsAdmin.hasWarning')}
                              className="size-4 shrink-0 text-danger"
                            />
                          ) : null}
                        </p>
                        <p className="text-sm text-fg-muted">
                          {t('admin.tagsAdmin.itemsCount', { count: tag.items_count })}
                        </p>
                      </div>
                      {canManage ? (
                        <>
                          <IconButton
                            icon={Pencil}
                            label={t('admin.tagsAdmin.edit', { name: tag.name })}
                            onClick={() => setEditing({ tag })}
                          />
                          <IconButton
                            icon={Trash2}
                            label={t('admin.tagsAdmin.delete', { name: tag.name })}
                            danger
                            onClick={() => setDeleting(tag)}
                          />
                        </>
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      )}
      <TagDialog
        open={editing !== null}
        tag={editing?.tag}
        defaultType={editing?.type}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
      />
      <ConfirmDialog
        open={deleting !== undefined}
        onOpenChange={(open) => (open ? undefined : setDeleting(undefined))}
        title={t('admin.tagsAdmin.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('admin.tagsAdmin.deleteText', { count: deleting?.items_count ?? 0 })}
        confirmLabel={t('admin.menuAdmin.delete')}
        cancelLabel={t('admin.menuAdmin.cancel')}
        destructive
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </div>
  );
}

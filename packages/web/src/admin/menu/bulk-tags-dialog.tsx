import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { toast } from '../../ui/toast.ts';
import { bulkUpdateTags } from './menu-admin.api.ts';
import { invalidateMenu, menuAdminQueries } from './menu-admin.queries.ts';
import { menuErrorMessage } from './menu-error-message.ts';
import { compactSelectStyles } from './menu-styles.ts';
import { useTagGroupName } from './tag-groups.ts';

type TBulkTagsDialogProps = {
  open: boolean;
  itemIds: number[];
  onOpenChange: (open: boolean) => void;
  onDone: () => void;
};

type TChange = 'keep' | 'add' | 'remove';

/** Adds tags to and removes tags from every selected item at once (POST /menu-item-tags/bulk-update). */
export function BulkTagsDialog({ open, itemIds, onOpenChange, onDone }: TBulkTagsDialogProps) {
  const { t } = useTranslation();
  const groupName = useTagGroupName();
  const queryClient = useQueryClient();
  const typed = useQuery({ ...menuAdminQueries.typedTags(), enabled: open });
  const [changes, setChanges] = useState<Record<number, TChange>>({});

  useEffect(() => {
    if (open) setChanges({});
  }, [open]);

  const idsWith = (change: TChange) =>
    Object.entries(changes)
      .filter(([, value]) => value === change)
      .map(([id]) => Number(id));

  const save = useMutation({
    mutationFn: () =>
      bulkUpdateTags({ menuItemIds: itemIds, tagsToAdd: idsWith('add'), tagsToRemove: idsWith('remove') }),
    onSuccess: () => {
      toast.success(t('admin.menuAdmin.toasts.bulkTags', { count: itemIds.length }));
      onDone();
      onOpenChange(false);
    },
    onError: (error) => toast.error(menuErrorMessage(t, error)),
    onSettled: () => invalidateMenu(queryClient),
  });

  const nothingToDo = idsWith('add').length === 0 && idsWith('remove').length === 0;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('admin.menuAdmin.bulk.title', { count: itemIds.length })}
      description={t('admin.menuAdmin.bulk.text')}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('admin.menuAdmin.cancel')}
          </Button>
          <Button disabled={nothingToDo} loading={save.isPending} onClick={() => save.mutate()}>
            {t('admin.menuAdmin.bulk.apply')}
          </Button>
        </>
      }
    >
      {typed.isPending ? (
        <div className="flex justify-center p-6">
          <Spinner />
        </div>
      ) : (
        <div className="mt-4 space-y-4">
          {typed.data?.tag_groups
            .filter((group) => group.tags.length > 0)
            .map((group) => (
              <fieldset key={group.tag_type} className="space-y-2">
                <legend className="text-sm font-semibold">{groupName(group.tag_type)}</legend>
                {group.tags.map((tag) => (
                  <div key={tag.id} className="flex items-center justify-between gap-2">
                    <label htmlFor={`bulk-tag-${tag.id}`} className="min-w-0 truncate">
                      {tag.name}
                    </label>
                    <select
                      id={`bulk-tag-${tag.id}`}
                      value={changes[tag.id] ?? 'keep'}
                      onChange={(event) =>
                        setChanges({ ...changes, [tag.id]: event.target.value as TChange })
                      }
                      className={compactSelectStyles}
                    >
                      <option value="keep">{t('admin.menuAdmin.bulk.keep')}</option>
                      <option value="add">{t('admin.menuAdmin.bulk.add')}</option>
                      <option value="remove">{t('admin.menuAdmin.bulk.remove')}</option>
                    </select>
                  </div>
                ))}
              </fieldset>
            ))}
        </div>
      )}
    </Dialog>
  );
}

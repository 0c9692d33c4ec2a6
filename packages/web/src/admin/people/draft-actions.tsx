import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button } from '../../ui/button.tsx';

type TDraftActionsProps = {
  dirty: boolean;
  saving: boolean;
  saveLabel: string;
  onSave: () => void;
  onUndo: () => void;
};

/** Save and Undo for an edited list, with a note while changes are not saved. */
export function DraftActions({ dirty, saving, saveLabel, onSave, onUndo }: TDraftActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      <p role="status" className="me-auto text-sm font-medium text-fg-muted">
        {dirty ? t('admin.permissions.unsaved') : ''}
      </p>
      <Button variant="secondary" disabled={!dirty || saving} onClick={onUndo}>
        {t('admin.permissions.undo')}
      </Button>
      <Button loading={saving} disabled={!dirty} onClick={onSave}>
        {saveLabel}
      </Button>
    </div>
  );
}

import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button } from '../../ui/button.tsx';

/** Cancel and Save at the end of a menu dialog's form: stacked on phones, in a row from `sm` up. */
export function DialogActions({ onCancel, saving }: { onCancel: () => void; saving: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel}>
        {t('admin.menuAdmin.cancel')}
      </Button>
      <Button type="submit" loading={saving}>
        {t('admin.menuAdmin.save')}
      </Button>
    </div>
  );
}

import { BookOpen } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';

/** spec (admin 2): the user menu's 'Help & Support' entry. */
export function HelpDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('admin.shell.help')}
      description={t('admin.shell.helpIntro')}
      footer={<Button onClick={() => onOpenChange(false)}>{t('ui.close')}</Button>}
    >
      <div className="mt-4 space-y-3 text-sm">
        <p>{t('admin.shell.helpContact')}</p>
        <p>
          <a
            href="/api/docs"
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-2 font-medium text-link underline underline-offset-4"
          >
            <BookOpen aria-hidden="true" className="size-4" />
            {t('admin.shell.apiDocs')}
            <span className="sr-only">{t('admin.shell.opensInNewTab')}</span>
          </a>
        </p>
      </div>
    </Dialog>
  );
}

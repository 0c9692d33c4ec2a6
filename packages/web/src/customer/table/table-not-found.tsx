import { ConciergeBell, SearchX } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Link } from '../../lib/router/router.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { buttonStyles } from '../../ui/button.tsx';

/**
 * spec (customer 2): the screen for a table that does not exist, shown by the table guard for an
 * unknown, archived or inactive table, so a stale QR code still leads somewhere useful.
 */
export function TableNotFound() {
  const { t } = useTranslation();
  useDocumentTitle(t('customer.tableGuard.notFoundTitle'));
  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-4 py-12 text-center">
      <div className="mb-5 flex size-14 items-center justify-center rounded-full bg-muted">
        <SearchX aria-hidden="true" className="size-7" />
      </div>
      <h1 className="text-2xl font-semibold tracking-tight">{t('customer.tableGuard.notFoundTitle')}</h1>
      <p className="mt-2 text-fg-muted text-pretty">{t('customer.tableGuard.notFoundText')}</p>
      <Link to="/table/" className={`${buttonStyles({ size: 'lg', fullWidth: true })} mt-8`}>
        {t('customer.tableGuard.chooseTable')}
      </Link>
      <div className="mt-6 flex w-full items-start gap-3 rounded-xl border border-line bg-card p-4 text-left">
        <ConciergeBell aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p className="text-sm">
          <strong className="block text-base font-semibold">{t('customer.tableGuard.askStaff')}</strong>
          <span className="text-fg-muted">{t('customer.tableGuard.askStaffText')}</span>
        </p>
      </div>
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Printer } from 'lucide-react';
import { useBranding } from '../../lib/branding/branding.queries.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Link } from '../../lib/router/router.tsx';
import { useAdminColours } from '../../lib/theme/brand-colours.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button, buttonStyles } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useStaffSettings } from '../staff-settings/use-staff-settings.hook.ts';
import { PublicAddressHint } from './public-address-hint.tsx';
import { QrCode } from './qr-code-image.tsx';
import { staffTableQueries } from './tables.queries.ts';
import { useTableLinks } from './use-table-links.hook.ts';
import './tables.css';

/**
 * /admin/tables/qr-sheet: every active table's code on an A4 grid, its name under it, with the
 * restaurant's logo and name on top. Outside the admin shell, so the page prints as it looks; the
 * toolbar (Print, back, address hint) hides itself in print.
 */
export function QrSheetPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.tablesAdmin.sheet.title'));
  // Outside the admin shell, so it sets the admin colours itself (spec admin 1).
  useAdminColours();
  const branding = useBranding();
  const links = useTableLinks();
  const tables = useQuery(staffTableQueries.activeForSheet());
  // TABLES.QR_CODE_SIZE: each code's size on the sheet (smaller when the column is narrower).
  const { qr_code_size: qrSize } = useStaffSettings();
  const ready = tables.isSuccess && links.ready;

  return (
    <main className="qr-sheet mx-auto min-h-dvh w-full max-w-[210mm] bg-white px-6 py-6 text-black print:max-w-none print:p-0">
      <div className="qr-sheet-toolbar mb-6 print:hidden space-y-3 rounded-2xl border border-line bg-card p-4 text-fg">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Link to="/admin/tables" className={buttonStyles({ variant: 'ghost' })}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('admin.tablesAdmin.sheet.back')}
          </Link>
          <Button onClick={() => window.print()} disabled={!ready}>
            <Printer aria-hidden="true" className="size-4" />
            {t('admin.tablesAdmin.sheet.print')}
          </Button>
        </div>
        {links.ready ? <PublicAddressHint links={links} /> : null}
      </div>

      <header className="mb-6 flex items-center justify-center gap-4 text-center">
        {branding.logo_url ? (
          <img src={branding.logo_url} alt="" className="h-14 w-auto max-w-40 object-contain" />
        ) : null}
        <div>
          <h1 className="text-2xl font-bold">
            {branding.restaurant_name || t('admin.tablesAdmin.sheet.title')}
          </h1>
          <p className="text-sm text-neutral-600">{t('admin.tablesAdmin.sheet.scanHint')}</p>
        </div>
      </header>

      {tables.isError ? <Banner>{t('admin.tablesAdmin.error')}</Banner> : null}
      {!ready && !tables.isError ? (
        <div role="status" className="flex items-center justify-center gap-3 py-16 text-neutral-600">
          <Spinner />
          {t('admin.tablesAdmin.loading')}
        </div>
      ) : null}
      {ready && tables.data.length === 0 ? (
        <p className="py-16 text-center text-neutral-600">{t('admin.tablesAdmin.sheet.empty')}</p>
      ) : null}
      {ready && tables.data.length > 0 ? (
        <ul
          aria-label={t('admin.tablesAdmin.sheet.title')}
          className="grid grid-cols-2 gap-6 sm:grid-cols-3 print:grid-cols-3"
        >
          {tables.data.map((bench) => (
            <li
              key={bench.id}
              data-table-id={bench.id}
              className="qr-sheet-cell flex flex-col items-center gap-2 rounded-xl border border-neutral-300 p-3"
            >
              <QrCode
                value={links.url(bench.id)}
                label={t('admin.tablesAdmin.qr.codeLabel', { name: bench.name })}
                pixels={qrSize}
                className="aspect-square"
              />
              <p className="text-center text-lg font-semibold">{bench.name}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </main>
  );
}

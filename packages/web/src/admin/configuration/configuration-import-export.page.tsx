import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ConfigBackLink } from './config-back-link.tsx';
import { ConfigExportSection } from './config-export-section.tsx';
import { ConfigImportSection } from './config-import-section.tsx';
import { useCanManageConfig } from './config-permissions.ts';

/** /admin/configuration/import-export (also under /admin/config): the configuration as a file and back. */
export function ConfigurationImportExportPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.screens.configurationImportExport'));
  const canManage = useCanManageConfig();
  return (
    <div className="mx-auto w-full max-w-4xl space-y-5 px-4 py-6 sm:px-6">
      <ConfigBackLink />
      <div className="space-y-1">
        <h1 className="text-2xl font-bold">{t('admin.screens.configurationImportExport')}</h1>
        <p className="text-fg-muted">{t('admin.configuration.transfer.intro')}</p>
      </div>
      <ConfigExportSection />
      <ConfigImportSection canManage={canManage} />
    </div>
  );
}

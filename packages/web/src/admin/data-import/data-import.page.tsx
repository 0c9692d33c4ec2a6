import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { DefaultsSection } from './defaults-section.tsx';
import { FileImportSection } from './file-import-section.tsx';

/**
 * /admin/data-import (spec admin 7 "Import and enums"), for holders of master_data.manage: the
 * product's default reference data per entity or all at once, and a file of rows (a CSV or XLSX
 * spreadsheet, or JSON) previewed before it is imported (decisions 0020, 0044).
 */
export function DataImportPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.screens.dataImport'));
  return (
    <div className="mx-auto w-full max-w-5xl space-y-5 px-4 py-6 sm:px-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold">{t('admin.screens.dataImport')}</h1>
        <p className="max-w-3xl text-fg-muted">{t('admin.dataImport.intro')}</p>
      </div>
      <DefaultsSection />
      <FileImportSection />
    </div>
  );
}

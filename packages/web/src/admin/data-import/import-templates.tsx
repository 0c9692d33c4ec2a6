import type { TImportEntity } from '@tableside/shared/data-import.schemas';
import { IMPORT_COLUMNS } from '@tableside/shared/import-columns';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../ui/toast.ts';
import { downloadTemplate, type TTemplateFormat } from './template-files.ts';

const FORMATS: readonly TTemplateFormat[] = ['csv', 'xlsx'];

/** The columns a spreadsheet of `entity` needs, and its template to start from. */
export function ImportTemplates({ entity }: { entity: TImportEntity }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<TTemplateFormat | null>(null);
  const columns = IMPORT_COLUMNS[entity];
  const kind = t(`admin.masterData.kinds.${entity}`);
  const save = async (format: TTemplateFormat) => {
    setBusy(format);
    try {
      await downloadTemplate(entity, format);
    } catch {
      toast.error(t('admin.dataImport.templates.failed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <fieldset className="min-w-0 space-y-2 rounded-lg border border-line p-3">
      <legend className="px-1 text-sm font-semibold">
        {t('admin.dataImport.templates.title', { entity: kind })}
      </legend>
      <p className="text-sm break-words text-fg-muted">
        {t('admin.dataImport.templates.columns', {
          columns: columns.map((column) => column.name).join(', '),
          required: columns
            .filter((column) => column.required)
            .map((column) => column.name)
            .join(', '),
        })}
      </p>
      <div className="flex flex-wrap gap-2">
        {FORMATS.map((format) => (
          <Button
            key={format}
            variant="secondary"
            size="sm"
            loading={busy === format}
            onClick={() => void save(format)}
          >
            <Download aria-hidden="true" className="size-4" />
            {t(`admin.dataImport.templates.${format}`)}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}

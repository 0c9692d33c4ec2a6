import { CONFIG_GROUPS } from '@tableside/shared/config-catalogue';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { userFacingErrorMessage } from '../../lib/http/error-message.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import { configQueries } from './config.queries.ts';
import { downloadConfigExport } from './config-download.ts';
import { cardStyles, selectStyles } from './config-styles.ts';
import { groupText } from './config-view.ts';

/** Export: the whole configuration or one group, as the JSON file GET /config/export answers. */
export function ConfigExportSection() {
  const { t, i18n } = useTranslation();
  const view = useQuery(configQueries.view());
  const [group, setGroup] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await downloadConfigExport(group || null);
    } catch (error) {
      setProblem(
        t('admin.configuration.transfer.exportFailed', { message: userFacingErrorMessage(t, error) }),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="config-export-title" className={`${cardStyles} space-y-3`}>
      <h2 id="config-export-title" className="text-lg font-semibold">
        {t('admin.configuration.transfer.exportTitle')}
      </h2>
      <p className="text-sm text-fg-muted">{t('admin.configuration.transfer.exportHint')}</p>
      <div className="space-y-1.5">
        <label htmlFor="config-export-scope" className="block text-sm font-medium text-fg">
          {t('admin.configuration.transfer.exportScope')}
        </label>
        <select
          id="config-export-scope"
          value={group}
          onChange={(event) => setGroup(event.target.value)}
          className={`${selectStyles} max-w-md`}
        >
          <option value="">{t('admin.configuration.transfer.exportAll')}</option>
          {CONFIG_GROUPS.map((name) => (
            <option key={name} value={name}>
              {groupText(view.data, name, i18n.language).name}
            </option>
          ))}
        </select>
      </div>
      {problem ? <Banner>{problem}</Banner> : null}
      <Button loading={busy} onClick={() => void download()}>
        <Download aria-hidden="true" className="size-4" />
        {t('admin.configuration.transfer.export')}
      </Button>
    </section>
  );
}

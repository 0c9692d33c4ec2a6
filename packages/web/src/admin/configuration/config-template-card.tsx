import type { TConfigTemplate } from '@tableside/shared/config-templates';
import { useQuery } from '@tanstack/react-query';
import { Eye, EyeOff, Wand2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { toast } from '../../ui/toast.ts';
import { configApi } from './config.api.ts';
import { configQueries } from './config.queries.ts';
import { ConfigChangesTable } from './config-changes-table.tsx';
import { ConfigErrorDetails } from './config-error-details.tsx';
import { cardStyles } from './config-styles.ts';
import { useConfigActions } from './use-config-actions.hook.ts';

/** A template's preview sits under ['config'], so it is asked again after any configuration write. */
const previewQuery = (template: TConfigTemplate) => ({
  queryKey: [...configQueries.all(), 'template-preview', template.id],
  queryFn: () => configApi.previewImport({ settings: { ...template.settings } }),
});

/** One template: its texts, a preview of what it would change and "Apply" behind a confirmation. */
export function ConfigTemplateCard({
  template,
  canManage,
}: {
  template: TConfigTemplate;
  canManage: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [showing, setShowing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { applyImport } = useConfigActions();
  // The preview is fetched for the dialog's count too, so "Apply" says how many settings change.
  const preview = useQuery({ ...previewQuery(template), enabled: showing || confirming });
  const count = Object.keys(template.settings).length;
  const name = template.name[i18n.language];
  const changing = preview.data?.changes.length;

  const apply = () =>
    applyImport.mutate(
      { settings: { ...template.settings } },
      {
        onSuccess: () => toast.success(t('admin.configuration.toast.templateApplied'), { description: name }),
        onSettled: () => setConfirming(false),
      },
    );

  return (
    <li className={`${cardStyles} space-y-3`}>
      <div className="space-y-1">
        <h2 className="text-lg font-semibold">{name}</h2>
        <p className="text-sm text-fg-muted">{template.description[i18n.language]}</p>
        <p className="text-xs font-medium text-fg-muted">
          {t('admin.configuration.templateList.settings', { count })}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" aria-expanded={showing} onClick={() => setShowing((on) => !on)}>
          {showing ? (
            <EyeOff aria-hidden="true" className="size-4" />
          ) : (
            <Eye aria-hidden="true" className="size-4" />
          )}
          {t(
            showing
              ? 'admin.configuration.templateList.hidePreview'
              : 'admin.configuration.templateList.preview',
          )}
        </Button>
        {canManage ? (
          <Button onClick={() => setConfirming(true)}>
            <Wand2 aria-hidden="true" className="size-4" />
            {t('admin.configuration.templateList.apply')}
          </Button>
        ) : null}
      </div>
      {showing && preview.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-fg-muted">
          <Spinner size="sm" />
          {t('admin.configuration.loading')}
        </p>
      ) : null}
      {showing && preview.isError ? (
        <ConfigErrorDetails title={t('admin.configuration.transfer.previewFailed')} error={preview.error} />
      ) : null}
      {showing && preview.data ? <ConfigChangesTable result={preview.data} /> : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('admin.configuration.templateList.applyTitle', { name })}
        description={t('admin.configuration.templateList.applyDescription', { count: changing ?? count })}
        confirmLabel={t('admin.configuration.templateList.applyConfirm')}
        cancelLabel={t('admin.configuration.cancel')}
        loading={applyImport.isPending}
        onConfirm={apply}
      />
    </li>
  );
}

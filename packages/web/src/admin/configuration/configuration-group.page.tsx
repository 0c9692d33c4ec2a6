import type { TTestReportResult } from '@tableside/shared/report-mails.schemas';
import { useQuery } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useParams, useSearchParams } from '../../lib/router/router.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { QueryStates } from '../../ui/query-states.tsx';
import { useHighlight } from '../use-highlight.hook.ts';
import { configQueries } from './config.queries.ts';
import { ConfigBackLink } from './config-back-link.tsx';
import { useCanManageConfig } from './config-permissions.ts';
import { groupFromSlug, groupText, settingsOf } from './config-view.ts';
import { ConfigurationGroupForm } from './configuration-group-form.tsx';
import { SendTestReportButton } from './send-test-report-button.tsx';
import { TestReportOutcome } from './test-report-outcome.tsx';
import { useConfigActions } from './use-config-actions.hook.ts';
import { useGroupDraft } from './use-group-draft.hook.ts';

const settingSelector = (key: string) => `[data-setting-key="${key}"]`;

/** A setting key from ?highlight=: GROUP.KEY (spec admin 5), which also keeps the selector safe. */
function settingKey(raw: string | null): string | null {
  return raw && /^[A-Z0-9_]+\.[A-Z0-9_]+$/.test(raw) ? raw : null;
}

/**
 * /admin/configuration/:group and /admin/config/:group (spec admin 2): one group's settings, the
 * group named in kebab-case (kitchen-operations), with `highlight={KEY}`.
 */
export function ConfigurationGroupPage() {
  const { t, i18n } = useTranslation();
  const { group: slug = '' } = useParams();
  const [params] = useSearchParams();
  const group = groupFromSlug(slug);
  const view = useQuery(configQueries.view());
  const canManage = useCanManageConfig();
  const { resetGroup } = useConfigActions();
  const [confirmReset, setConfirmReset] = useState(false);
  const [testReport, setTestReport] = useState<TTestReportResult | null>(null);
  const settings = settingsOf(group ? view.data?.[group] : undefined);
  // The draft lives here, above the loading state: a refetch (clearing the cache) keeps the edits.
  const draft = useGroupDraft(settings);
  const text = group ? groupText(view.data, group, i18n.language) : null;
  useDocumentTitle(
    text ? t('admin.screens.configurationGroup', { group: text.name }) : t('admin.configuration.title'),
  );
  // spec admin 2: ?highlight={KEY} (global search, the configuration search, the tables screen's
  // public-address hint) scrolls to that setting and focuses its control; the row stays marked
  // while the parameter is in the address.
  const highlighted = settingKey(params.get('highlight'));
  useHighlight({ target: highlighted, selector: settingSelector, ready: settings.length > 0, focus: true });

  if (!group || (view.isSuccess && settings.length === 0)) {
    return (
      <div className="mx-auto w-full max-w-4xl space-y-4 px-4 py-6 sm:px-6">
        <ConfigBackLink />
        <h1 className="text-2xl font-bold">{t('admin.configuration.group.notFoundTitle')}</h1>
        <Banner>{t('admin.configuration.group.notFound', { group: slug })}</Banner>
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-4xl space-y-5 px-4 py-6 sm:px-6">
      <ConfigBackLink />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-bold break-words">{text?.name}</h1>
          {text?.description ? <p className="text-fg-muted">{text.description}</p> : null}
        </div>
        {canManage && settings.length > 0 ? (
          <div className="flex flex-wrap gap-2">
            {group === 'ANALYTICS' ? <SendTestReportButton onResult={setTestReport} /> : null}
            <Button variant="secondary" onClick={() => setConfirmReset(true)}>
              <RotateCcw aria-hidden="true" className="size-4" />
              {t('admin.configuration.group.reset')}
            </Button>
          </div>
        ) : null}
      </div>
      {testReport ? <TestReportOutcome result={testReport} onClose={() => setTestReport(null)} /> : null}
      {!canManage ? <Banner tone="success">{t('admin.configuration.readOnly')}</Banner> : null}
      <QueryStates
        query={view}
        texts={{
          error: t('admin.configuration.error'),
          retry: t('admin.configuration.retry'),
          loading: t('admin.configuration.loading'),
        }}
      />
      {settings.length > 0 ? (
        <ConfigurationGroupForm
          settings={settings}
          draft={draft}
          canManage={canManage}
          language={i18n.language}
          highlighted={highlighted}
        />
      ) : null}
      <ConfirmDialog
        open={confirmReset}
        onOpenChange={setConfirmReset}
        title={t('admin.configuration.group.resetTitle', { group: text?.name ?? group })}
        description={t('admin.configuration.group.resetDescription')}
        confirmLabel={t('admin.configuration.group.resetConfirm')}
        cancelLabel={t('admin.configuration.cancel')}
        destructive
        loading={resetGroup.isPending}
        onConfirm={() =>
          resetGroup.mutate(group, {
            onSuccess: () => draft.forget(),
            onSettled: () => setConfirmReset(false),
          })
        }
      />
    </div>
  );
}

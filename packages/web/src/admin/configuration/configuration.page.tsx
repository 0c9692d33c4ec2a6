import { useQuery } from '@tanstack/react-query';
import { ArrowLeftRight, LayoutTemplate, RotateCcw } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Link } from '../../lib/router/router.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button, buttonStyles } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { SearchInput } from '../../ui/input.tsx';
import { QueryStates } from '../../ui/query-states.tsx';
import { configQueries } from './config.queries.ts';
import { useCanManageConfig } from './config-permissions.ts';
import { searchSettings } from './config-search.ts';
import { ConfigurationGroupCards } from './configuration-group-cards.tsx';
import { ConfigurationSearchResults } from './configuration-search-results.tsx';
import { useConfigActions } from './use-config-actions.hook.ts';

/**
 * /admin/configuration and /admin/config (spec admin 2): the fourteen groups, a search over every
 * setting, the ways to import, export and apply templates, and "Reset everything".
 */
export function ConfigurationPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('admin.screens.configuration'));
  const view = useQuery(configQueries.view());
  const canManage = useCanManageConfig();
  const { resetAll } = useConfigActions();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query.trim());
  const [confirmReset, setConfirmReset] = useState(false);
  const matches = searchSettings(view.data, deferredQuery, i18n.language);

  return (
    <div className="mx-auto w-full max-w-6xl space-y-5 px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold">{t('admin.screens.configuration')}</h1>
          <p className="text-fg-muted">{t('admin.configuration.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/configuration/import-export" className={buttonStyles({ variant: 'secondary' })}>
            <ArrowLeftRight aria-hidden="true" className="size-4" />
            {t('admin.configuration.importExport')}
          </Link>
          <Link to="/admin/configuration/templates" className={buttonStyles({ variant: 'secondary' })}>
            <LayoutTemplate aria-hidden="true" className="size-4" />
            {t('admin.configuration.templates')}
          </Link>
          {canManage ? (
            <Button variant="secondary" onClick={() => setConfirmReset(true)}>
              <RotateCcw aria-hidden="true" className="size-4" />
              {t('admin.configuration.resetAll.action')}
            </Button>
          ) : null}
        </div>
      </div>
      {!canManage ? <Banner tone="success">{t('admin.configuration.readOnly')}</Banner> : null}
      <div className="max-w-xl space-y-1.5">
        <label htmlFor="configuration-search" className="block text-sm font-medium text-fg">
          {t('admin.configuration.search.label')}
        </label>
        <SearchInput
          id="configuration-search"
          value={query}
          placeholder={t('admin.configuration.search.placeholder')}
          autoComplete="off"
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>

      <QueryStates
        query={view}
        texts={{
          error: t('admin.configuration.error'),
          retry: t('admin.configuration.retry'),
          loading: t('admin.configuration.loading'),
        }}
      />
      {view.data && deferredQuery ? (
        <ConfigurationSearchResults matches={matches} query={deferredQuery} />
      ) : null}
      {view.data && !deferredQuery ? (
        <ConfigurationGroupCards view={view.data} language={i18n.language} />
      ) : null}

      <ConfirmDialog
        open={confirmReset}
        onOpenChange={setConfirmReset}
        title={t('admin.configuration.resetAll.title')}
        description={t('admin.configuration.resetAll.description')}
        confirmLabel={t('admin.configuration.resetAll.confirm')}
        cancelLabel={t('admin.configuration.cancel')}
        destructive
        loading={resetAll.isPending}
        onConfirm={() => resetAll.mutate(undefined, { onSettled: () => setConfirmReset(false) })}
      />
    </div>
  );
}

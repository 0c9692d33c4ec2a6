import type { TImportEntityInfo, TImportOutcome } from '@tableside/shared/data-import.schemas';
import { useQuery } from '@tanstack/react-query';
import { PackagePlus } from 'lucide-react';
import { useId } from 'react';
import { userFacingErrorMessage } from '../../lib/http/error-message.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import { QueryStates } from '../../ui/query-states.tsx';
import { dataImportQueries } from './data-import.queries.ts';
import { importMessageText } from './import-messages.ts';
import { cardStyles } from './import-styles.ts';
import { useImportDefaults } from './use-data-import.hook.ts';

/**
 * The defaults (spec admin 9 "Default sample data"): each entity with its rows and the defaults it
 * lacks, imported one entity at a time or all at once. A default already there is never changed, so
 * importing twice adds nothing; each entity says what its last import did.
 */
export function DefaultsSection() {
  const { t } = useTranslation();
  const id = useId();
  const query = useQuery(dataImportQueries.entities());
  const { outcomes, one, all, busy } = useImportDefaults();

  return (
    <section aria-labelledby={`${id}-title`} className={`${cardStyles} space-y-4`}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1">
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {t('admin.dataImport.defaults.title')}
          </h2>
          <p className="text-sm text-fg-muted">{t('admin.dataImport.defaults.hint')}</p>
        </div>
        <Button
          className="max-sm:w-full"
          loading={all.isPending}
          disabled={busy || !query.data}
          onClick={() => all.mutate()}
        >
          <PackagePlus aria-hidden="true" className="size-4" />
          {t('admin.dataImport.defaults.importAll')}
        </Button>
      </div>
      <QueryStates
        query={query}
        texts={{
          error: t('admin.dataImport.defaults.loadFailed'),
          retry: t('admin.dataImport.retry'),
          loading: t('admin.dataImport.loading'),
        }}
      />
      {all.isError ? (
        <Banner>
          <p>{t('admin.dataImport.defaults.failed')}</p>
          <p className="font-normal">{userFacingErrorMessage(t, all.error)}</p>
        </Banner>
      ) : null}
      {query.data ? (
        <ul className="divide-y divide-line border-t border-line">
          {query.data.map((info) => (
            <DefaultsRow
              key={info.entity}
              info={info}
              outcome={outcomes[info.entity]}
              importing={one.isPending && one.variables === info.entity}
              disabled={busy}
              onImport={() => one.mutate(info.entity)}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

type TRowProps = {
  info: TImportEntityInfo;
  outcome: TImportOutcome | undefined;
  importing: boolean;
  disabled: boolean;
  onImport: () => void;
};

function DefaultsRow({ info, outcome, importing, disabled, onImport }: TRowProps) {
  const { t } = useTranslation();
  const id = useId();
  const name = t(`admin.masterData.kinds.${info.entity}`);
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <h3 id={`${id}-name`} className="font-medium text-fg">
          {name}
        </h3>
        <p className="text-sm text-fg-muted">
          {t('admin.dataImport.defaults.rows', { count: info.count })}
          {' · '}
          {info.missing > 0
            ? t('admin.dataImport.defaults.missing', { count: info.missing, total: info.defaults })
            : t('admin.dataImport.defaults.complete', { count: info.defaults })}
        </p>
        {outcome ? <OutcomeLine outcome={outcome} /> : null}
      </div>
      <Button
        variant="secondary"
        className="max-sm:w-full"
        aria-describedby={`${id}-name`}
        loading={importing}
        disabled={disabled}
        onClick={onImport}
      >
        {t('admin.dataImport.defaults.import')}
      </Button>
    </li>
  );
}

/** What an entity's last import did: 'Added 1; 3 were already there.' or why it failed. */
function OutcomeLine({ outcome }: { outcome: TImportOutcome }) {
  const { t } = useTranslation();
  if (outcome.error !== undefined || !outcome.imported) {
    return <Banner>{importMessageText(t, outcome.error ?? '')}</Banner>;
  }
  const { added, existing } = outcome.imported;
  return (
    <Banner tone="success">
      {added === 0
        ? t('admin.dataImport.defaults.nothingAdded', { count: existing })
        : t('admin.dataImport.defaults.added', { count: added, existing })}
    </Banner>
  );
}

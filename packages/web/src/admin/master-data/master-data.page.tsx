import { MASTER_DATA_KINDS, type TMasterDataKind } from '@tableside/shared/master-data.schemas';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useAddressFilters } from '../../lib/use-address-filters.hook.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { TabList, TabPanel } from '../../ui/tabs.tsx';
import { filtersForTab, filtersFromSearchParams, filtersToSearchParams } from './master-data-filters.ts';
import { MASTER_KIND_VIEWS } from './master-data-kinds.ts';
import { MasterDataTab } from './master-data-tab.tsx';

const TABS_ID = 'master-data';

/**
 * /admin/master-data (spec admin 7 "Settings and master data"): a tab per kind (languages,
 * currencies, taxes, countries, units, banks), each a searchable, paged list with add, edit, the
 * active switch and delete. The tab and its filters are in the address (?tab=taxes&q=vat&page=2).
 */
export function MasterDataPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.screens.masterData'));
  const [filters, setFilters] = useAddressFilters(filtersFromSearchParams, filtersToSearchParams);
  const tabs = MASTER_DATA_KINDS.map((kind) => ({
    id: kind,
    label: t(`admin.masterData.kinds.${kind}`),
    icon: MASTER_KIND_VIEWS[kind].icon,
  }));

  return (
    <div className="mx-auto w-full max-w-6xl space-y-5 px-4 py-6 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold">{t('admin.screens.masterData')}</h1>
        <p className="text-sm text-fg-muted">{t('admin.masterData.subtitle')}</p>
      </div>
      <TabList
        label={t('admin.masterData.tabsLabel')}
        idPrefix={TABS_ID}
        tabs={tabs}
        selected={filters.kind}
        onSelect={(kind: TMasterDataKind) => setFilters(filtersForTab(kind, filters))}
      />
      <TabPanel idPrefix={TABS_ID} id={filters.kind}>
        <MasterDataTab key={filters.kind} filters={filters} onFilters={setFilters} />
      </TabPanel>
    </div>
  );
}

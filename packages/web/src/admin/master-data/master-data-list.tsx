import type { TMasterDataKind } from '@tableside/shared/master-data.schemas';
import { clsx } from 'clsx';
import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { numberFormat } from '../../lib/format/number-format.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Switch } from '../../ui/switch.tsx';
import type { TMasterRecord } from './master-data.api.ts';
import { fieldLabelKey, MASTER_KIND_VIEWS, type TMasterField } from './master-data-kinds.ts';

export type TMasterRowActions = {
  onEdit: (record: TMasterRecord) => void;
  onToggle: (record: TMasterRecord) => void;
  onDelete: (record: TMasterRecord) => void;
};

type TMasterDataListProps = {
  kind: TMasterDataKind;
  records: TMasterRecord[];
  /** Country names by code, for a bank's country. */
  countryNames: ReadonlyMap<string, string>;
  /** Records with a write on the way: their controls wait. */
  busy: ReadonlySet<number>;
  actions: TMasterRowActions;
};

const cell = 'px-3 py-2 text-start align-middle max-md:p-0';
const rowAction =
  'inline-flex h-11 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-fg hover:bg-muted disabled:opacity-60';

/**
 * One page of a kind: a table on wide screens, one card per record on phones (the same rows,
 * restyled, so keyboard order and labels stay the same).
 */
export function MasterDataList({ kind, records, countryNames, busy, actions }: TMasterDataListProps) {
  const { t, i18n } = useTranslation();
  const { fields } = MASTER_KIND_VIEWS[kind];
  const numbers = numberFormat(i18n.language);

  const shown = (record: TMasterRecord, field: TMasterField): ReactNode => {
    const none = <span className="text-fg-muted">{t('admin.masterData.none')}</span>;
    switch (field) {
      case 'value':
        return record.value === undefined ? none : `${numbers.number(record.value)} %`;
      case 'system':
        return t(`admin.masterData.systems.${record.system ?? 'none'}`);
      case 'country_code': {
        const code = record.country_code;
        if (!code) return none;
        const name = countryNames.get(code);
        return name ? `${name} (${code})` : code;
      }
      default:
        return record[field] ? <span className="font-mono">{record[field]}</span> : none;
    }
  };

  return (
    <div className="md:overflow-x-auto md:rounded-2xl md:border md:border-line md:bg-card">
      <table className="w-full border-collapse text-base max-md:block">
        <caption className="sr-only">{t(`admin.masterData.kinds.${kind}`)}</caption>
        <thead className="border-b border-line bg-muted/60 text-sm text-fg-muted max-md:hidden">
          <tr>
            <th scope="col" className={cell}>
              {t('admin.masterData.fields.name')}
            </th>
            {fields.map((field) => (
              <th key={field} scope="col" className={cell}>
                {t(fieldLabelKey(kind, field))}
              </th>
            ))}
            <th scope="col" className={cell}>
              {t('admin.masterData.fields.active')}
            </th>
            <th scope="col" className={clsx(cell, 'text-end')}>
              {t('admin.masterData.fields.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line max-md:grid max-md:gap-3 max-md:divide-y-0">
          {records.map((record) => (
            <tr
              key={record.id}
              className={clsx(
                'hover:bg-muted/40',
                'max-md:grid max-md:grid-cols-[1fr_auto] max-md:items-center max-md:gap-x-3 max-md:gap-y-0.5 max-md:rounded-2xl max-md:border max-md:border-line max-md:bg-card max-md:px-3 max-md:py-2',
                !record.is_active && 'text-fg-muted',
              )}
            >
              <th scope="row" className={clsx(cell, 'font-semibold')}>
                {record.name}
              </th>
              {fields.map((field) => (
                <td key={field} className={clsx(cell, 'max-md:col-span-2 max-md:text-sm')}>
                  <span className="md:hidden">{t(fieldLabelKey(kind, field))}: </span>
                  {shown(record, field)}
                </td>
              ))}
              <td className={clsx(cell, 'max-md:col-start-2 max-md:row-start-1')}>
                <Switch
                  checked={record.is_active}
                  label={t('admin.masterData.activeSwitch', { name: record.name })}
                  disabled={busy.has(record.id)}
                  onCheckedChange={() => actions.onToggle(record)}
                />
              </td>
              <td
                className={clsx(
                  cell,
                  'max-md:col-span-2 max-md:mt-1.5 max-md:border-t max-md:border-line max-md:pt-1',
                )}
              >
                <div className="flex justify-end gap-1">
                  <button
                    type="button"
                    className={rowAction}
                    aria-label={`${t('admin.masterData.actions.edit')}: ${record.name}`}
                    onClick={() => actions.onEdit(record)}
                  >
                    <Pencil aria-hidden="true" className="size-4 shrink-0" />
                    {t('admin.masterData.actions.edit')}
                  </button>
                  <button
                    type="button"
                    className={rowAction}
                    disabled={busy.has(record.id)}
                    aria-label={`${t('admin.masterData.actions.delete')}: ${record.name}`}
                    onClick={() => actions.onDelete(record)}
                  >
                    <Trash2 aria-hidden="true" className="size-4 shrink-0" />
                    {t('admin.masterData.actions.delete')}
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import type { TImportPreviewRow, TImportRowStatus } from '@tableside/shared/data-import.schemas';
import { clsx } from 'clsx';
import { ArrowRight } from 'lucide-react';
import type { TTranslate } from '../../lib/i18n/translation-keys.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { StackedTable } from '../../ui/stacked-table.tsx';
import { fieldLabel, lineOf, type TSheet } from './import-labels.ts';
import { importMessageText } from './import-messages.ts';

/** Enough to see what a file does; a longer one is summed up by the counts above. */
const MAX_SHOWN = 200;

const STATUS_STYLES: Record<TImportRowStatus, string> = {
  add: 'bg-success-soft text-success',
  update: 'bg-muted text-fg',
  unchanged: 'bg-muted text-fg-muted',
  invalid: 'bg-danger-soft text-danger',
};

function valueText(t: TTranslate, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean')
    return t(value ? 'admin.dataImport.preview.yes' : 'admin.dataImport.preview.no');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

type TProps = { rows: readonly TImportPreviewRow[]; sheet: TSheet };

/**
 * The rows a file adds, changes or is refused for: what is added, each changed field before and
 * after, and why a row is refused, by row and field (a spreadsheet's by its row number and column
 * letter). On phones the rows stack, so nothing scrolls sideways.
 */
export function ImportPreviewTable({ rows, sheet }: TProps) {
  const { t } = useTranslation();
  return (
    <div className="space-y-2">
      <StackedTable
        caption={t('admin.dataImport.preview.caption')}
        columns={[
          t('admin.dataImport.preview.row'),
          t('admin.dataImport.preview.result'),
          t('admin.dataImport.preview.key'),
          t('admin.dataImport.preview.details'),
        ]}
      >
        {rows.slice(0, MAX_SHOWN).map((row) => (
          <tr
            key={row.row}
            className="border-b border-line align-top max-md:flex max-md:flex-wrap max-md:gap-x-3 max-md:py-2"
          >
            <th scope="row" className="py-2 pe-3 font-normal text-fg-muted tabular-nums max-md:py-0">
              <span className="md:hidden">{t('admin.dataImport.preview.row')} </span>
              {lineOf(sheet, row.row)}
            </th>
            <td className="py-2 pe-3 max-md:py-0">
              <span
                className={clsx('rounded-full px-2 py-0.5 text-xs font-medium', STATUS_STYLES[row.status])}
              >
                {t(`admin.dataImport.preview.status.${row.status}`)}
              </span>
            </td>
            <td className="py-2 pe-3 font-mono break-all text-fg max-md:py-0">{row.key ?? '—'}</td>
            <td className="py-2 break-words text-fg max-md:w-full max-md:py-0">
              <RowDetails row={row} sheet={sheet} />
            </td>
          </tr>
        ))}
      </StackedTable>
      {rows.length > MAX_SHOWN ? (
        <p className="text-sm text-fg-muted">
          {t('admin.dataImport.preview.more', { count: rows.length - MAX_SHOWN })}
        </p>
      ) : null}
    </div>
  );
}

function RowDetails({ row, sheet }: { row: TImportPreviewRow; sheet: TSheet }) {
  const { t } = useTranslation();
  if (row.status === 'invalid') {
    return (
      <ul className="space-y-0.5 text-danger">
        {Object.entries(row.errors ?? {}).map(([field, messages]) => (
          <li key={field}>
            <span className="font-medium">{fieldLabel(t, field, sheet)}</span>:{' '}
            {messages.map((m) => importMessageText(t, m, sheet)).join(' ')}
          </li>
        ))}
      </ul>
    );
  }
  const after = row.after ?? {};
  const fields = Object.keys(after).filter(
    (field) => row.status === 'add' || valueText(t, row.before?.[field]) !== valueText(t, after[field]),
  );
  return (
    <ul className="space-y-0.5">
      {fields.map((field) => (
        <li key={field}>
          <span className="text-fg-muted">{fieldLabel(t, field, sheet)}:</span>{' '}
          {row.status === 'update' ? (
            <>
              <span className="text-fg-muted line-through">{valueText(t, row.before?.[field])}</span>
              <ArrowRight aria-hidden="true" className="mx-1 inline size-3.5" />
              <span className="sr-only">{t('admin.dataImport.preview.becomes')} </span>
            </>
          ) : null}
          {valueText(t, after[field])}
        </li>
      ))}
    </ul>
  );
}

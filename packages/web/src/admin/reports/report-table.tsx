import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';

export type TColumn = { label: string; numeric?: boolean };

/**
 * One titled table of the report, with the line saying what it counts when given; a caption for
 * screen readers, numbers right-aligned.
 */
export function ReportTable({
  title,
  definition,
  columns,
  rows,
  footer,
}: {
  title: string;
  definition?: string;
  columns: readonly TColumn[];
  rows: readonly (readonly ReactNode[])[];
  footer?: readonly ReactNode[];
}) {
  const { t } = useTranslation();
  const align = (index: number) => (columns[index]?.numeric ? 'text-end tabular-nums' : 'text-start');
  return (
    <section className="break-inside-avoid rounded-xl border border-line bg-card p-4">
      <div className="mb-2">
        <h2 className="font-semibold">{title}</h2>
        {definition ? <p className="text-xs text-fg-muted">{definition}</p> : null}
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('admin.reports.none')}</p>
      ) : (
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b border-line text-fg-muted">
              {columns.map((column, index) => (
                <th key={column.label} scope="col" className={`py-1.5 pe-2 font-medium ${align(index)}`}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, rowIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the rows are the report's, in its order
              <tr key={rowIndex} className="border-b border-line last:border-0">
                {row.map((cell, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells follow the columns
                  <td key={index} className={`py-1.5 pe-2 ${align(index)}`}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          {footer ? (
            <tfoot>
              <tr className="border-t-2 border-line font-semibold">
                {footer.map((cell, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells follow the columns
                  <td key={index} className={`py-1.5 pe-2 ${align(index)}`}>
                    {cell}
                  </td>
                ))}
              </tr>
            </tfoot>
          ) : null}
        </table>
      )}
    </section>
  );
}

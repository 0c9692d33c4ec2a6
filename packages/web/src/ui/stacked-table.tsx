import type { ReactNode } from 'react';

/**
 * A table whose rows stack on phones, so nothing scrolls sideways: the column headers are there for
 * screen readers only below `md`, and each row lays out its own cells (label them with
 * `md:hidden` text where a cell needs its column's name on a phone).
 */
export function StackedTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly string[];
  /** The `<tr>` rows; give them `max-md:block` or `max-md:flex` and their cells `max-md:py-0`. */
  children: ReactNode;
}) {
  return (
    <table className="w-full border-collapse text-left text-sm max-md:block">
      <caption className="sr-only">{caption}</caption>
      <thead className="max-md:sr-only">
        <tr className="border-b border-line text-fg-muted">
          {columns.map((column, index) => (
            <th
              key={column}
              scope="col"
              className={index < columns.length - 1 ? 'py-2 pe-3 font-medium' : 'py-2 font-medium'}
            >
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="max-md:block">{children}</tbody>
    </table>
  );
}

/** KB as the budgets count it: 1024 bytes; MB past 10 MB, where KB digits stop being readable. */
export function kb(bytes: number): string {
  if (bytes >= 10 * 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/**
 * A plain-text table for a terminal. `align` has one letter per column, 'l' or 'r' (numbers read
 * best right-aligned); columns past its end are left-aligned.
 */
export function table(header: string[], rows: string[][], align = ''): string {
  const all = [header, ...rows];
  const widths = header.map((_, column) => Math.max(...all.map((row) => (row[column] ?? '').length)));
  return all
    .map((row) =>
      row
        .map((cell, column) =>
          align[column] === 'r' ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** A heading line that stands out between the benchmarks' outputs. */
export function heading(title: string): string {
  return `\n== ${title} ${'='.repeat(Math.max(0, 70 - title.length))}`;
}

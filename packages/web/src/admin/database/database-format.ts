/** Binary steps, as the 100 MB upload limit counts them (shared/database.schemas.ts). */
const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
const STEP = 1024;

/** A file size in the reader's language: '512 byte', '2.4 MB', '2,4 MB'. */
export function fileSize(language: string, bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= STEP && unit < UNITS.length - 1) {
    value /= STEP;
    unit++;
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 && unit > 0 ? 1 : 0,
  }).format(value);
}

/** When a backup was taken, date and time in the reader's language. */
export function backupDate(language: string, iso: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    Date.parse(iso),
  );
}

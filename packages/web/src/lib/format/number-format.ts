/** Numbers in the reader's language (decision 0042): counts, rates, changes and file sizes. */
export type TNumberFormat = {
  /** '1,234.5' / '1.234,5', at most `maxFraction` decimals (default 2). */
  number: (value: number, maxFraction?: number) => string;
  /** A change as a signed whole percentage: '+33 %', '0 %', '−5 %'. */
  change: (ratio: number) => string;
  /** A file size in binary steps: '512 byte', '2.4 MB'. */
  fileSize: (bytes: number) => string;
};

/** Binary steps, as the 100 MB upload limit counts them (shared/database.schemas.ts). */
const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
const STEP = 1024;

const formats = new Map<string, TNumberFormat>();

export function numberFormat(language: string): TNumberFormat {
  let format = formats.get(language);
  if (!format) {
    format = createNumberFormat(language);
    formats.set(language, format);
  }
  return format;
}

function createNumberFormat(language: string): TNumberFormat {
  const made = new Map<string, Intl.NumberFormat>();
  const intl = (key: string, options: Intl.NumberFormatOptions) => {
    let format = made.get(key);
    if (!format) {
      format = new Intl.NumberFormat(language, options);
      made.set(key, format);
    }
    return format;
  };
  return {
    number: (value, maxFraction = 2) =>
      intl(`n${maxFraction}`, { maximumFractionDigits: maxFraction }).format(value),
    change: (ratio) =>
      intl('change', { style: 'percent', signDisplay: 'exceptZero', maximumFractionDigits: 0 }).format(ratio),
    fileSize: (bytes) => {
      let value = Math.max(0, bytes);
      let unit = 0;
      while (value >= STEP && unit < UNITS.length - 1) {
        value /= STEP;
        unit++;
      }
      const digits = value < 10 && unit > 0 ? 1 : 0;
      return intl(`${UNITS[unit]}${digits}`, {
        style: 'unit',
        unit: UNITS[unit],
        unitDisplay: 'short',
        maximumFractionDigits: digits,
      }).format(value);
    },
  };
}

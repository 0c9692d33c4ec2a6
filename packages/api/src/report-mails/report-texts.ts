import type { TEndOfDayReport } from '@tableside/shared/bills.schemas';
import type { TReportPeriod, TReportSchedule } from './report-periods.ts';

/**
 * The words of a report mail and its PDF, in REGIONAL.LANGUAGE (English or German). The CSV and the
 * spreadsheet keep the end-of-day report's English column names, as a program reads them.
 */
export type TReportLanguage = 'en' | 'de';

const TEXTS = {
  en: {
    title: {
      DAILY: 'Daily sales report',
      WEEKLY: 'Weekly sales report',
      MONTHLY: 'Monthly sales report',
      TEST: 'Test sales report',
    },
    period: 'Period',
    to: 'to',
    total: 'Total taken',
    payments: 'payments',
    tips: 'tips',
    orders: 'Orders',
    covers: 'Covers',
    refunds: 'Refunds',
    byMethod: 'By payment method',
    tipsByStaff: 'Tips by staff',
    taxesByRate: 'Taxes by rate',
    net: 'net',
    tax: 'tax',
    none: 'none',
    attached: 'The full report is attached',
    test: 'This is a test, sent from the configuration (Analytics). Scheduled reports go out as set there.',
  },
  de: {
    title: {
      DAILY: 'Tagesbericht Umsatz',
      WEEKLY: 'Wochenbericht Umsatz',
      MONTHLY: 'Monatsbericht Umsatz',
      TEST: 'Test-Umsatzbericht',
    },
    period: 'Zeitraum',
    to: 'bis',
    total: 'Einnahmen gesamt',
    payments: 'Zahlungen',
    tips: 'Trinkgeld',
    orders: 'Bestellungen',
    covers: 'Gäste',
    refunds: 'Erstattungen',
    byMethod: 'Nach Zahlungsart',
    tipsByStaff: 'Trinkgeld nach Mitarbeiter',
    taxesByRate: 'Steuern nach Satz',
    net: 'netto',
    tax: 'Steuer',
    none: 'keine',
    attached: 'Der vollständige Bericht ist angehängt',
    test: 'Dies ist ein Test aus der Konfiguration (Auswertungen). Geplante Berichte gehen wie dort eingestellt hinaus.',
  },
} as const;

export type TReportKind = TReportSchedule | 'TEST';

export function reportTexts(language: TReportLanguage) {
  return TEXTS[language];
}

export function reportTitle(kind: TReportKind, language: TReportLanguage, restaurant: string): string {
  const title = TEXTS[language].title[kind];
  return restaurant ? `${title} – ${restaurant}` : title;
}

export function periodText(period: TReportPeriod, language: TReportLanguage): string {
  return period.start === period.end ? period.start : `${period.start} ${TEXTS[language].to} ${period.end}`;
}

const money = (value: number) => value.toFixed(2);

/**
 * The report as plain-text lines with aligned columns: the mail's body and the PDF's page. ASCII
 * apart from the names, so the PDF's standard font shows it.
 */
export function summaryLines(
  report: TEndOfDayReport,
  options: { kind: TReportKind; language: TReportLanguage; restaurant: string; period: TReportPeriod },
): string[] {
  const t = TEXTS[options.language];
  const currency = report.currency;
  const lines = [
    reportTitle(options.kind, options.language, options.restaurant),
    `${t.period}: ${periodText(options.period, options.language)} (${report.time_zone})`,
    '',
    `${t.total}: ${money(report.totals.gross)} ${currency} (${t.payments} ${money(report.totals.amount)}, ${t.tips} ${money(report.totals.tips)})`,
    `${t.orders}: ${report.orders}   ${t.covers}: ${report.covers}`,
    `${t.refunds}: ${report.refunds.count}, ${money(report.refunds.amount)} ${currency}`,
    '',
    `${t.byMethod}:`,
  ];
  const row = (cells: [string, number][]) =>
    `  ${cells.map(([text, width]) => (width < 0 ? text.padStart(-width) : text.padEnd(width))).join('  ')}`;
  if (report.by_method.length === 0) lines.push(`  ${t.none}`);
  for (const m of report.by_method)
    lines.push(
      row([
        [m.method, 14],
        [String(m.count), -5],
        [money(m.amount), -12],
        [`${t.tips} ${money(m.tips)}`, 0],
      ]),
    );
  lines.push('', `${t.tipsByStaff}:`);
  if (report.tips_by_staff.length === 0) lines.push(`  ${t.none}`);
  for (const s of report.tips_by_staff)
    lines.push(
      row([
        [s.name || '-', 24],
        [money(s.tips), -12],
      ]),
    );
  lines.push('', `${t.taxesByRate}:`);
  if (report.taxes_by_rate.length === 0) lines.push(`  ${t.none}`);
  for (const r of report.taxes_by_rate)
    lines.push(
      row([
        [`${r.rate}%`, 8],
        [`${t.net} ${money(r.net)}`, 20],
        [`${t.tax} ${money(r.tax)}`, 0],
      ]),
    );
  return lines;
}

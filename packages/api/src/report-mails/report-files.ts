import type { TEndOfDayReport } from '@tableside/shared/bills.schemas';
import { XLSX_CONTENT_TYPE, xlsxParts } from '@tableside/shared/xlsx-sheet';
import { endOfDayCsv } from '../bills/end-of-day.service.ts';
import type { TMailAttachment } from '../deps.ts';

/**
 * The attachment of a report mail in ANALYTICS.REPORT_FORMAT (decision 0033): CSV is the end-of-day
 * report's own CSV; PDF is the summary's lines on A4 pages (jsPDF, which runs in Node without a DOM
 * for text); EXCEL is an .xlsx workbook of one sheet with the CSV's rows, numbers as numbers (the
 * Office Open XML parts of shared/xlsx-sheet.ts, zipped by fflate). The libraries load on first use, so the
 * browser demo, which never mails, does not load them.
 */
export type TReportFormat = 'PDF' | 'EXCEL' | 'CSV';

/**
 * Loads the library a format's attachment needs, ahead of the first mail, and names it. Loading one
 * is a synchronous evaluation of its module (jsPDF: 30 ms in the built server on the bench machine,
 * 150 ms under tsx), which would hold up every request when a scheduled check needs it in the middle
 * of service (decision 0038).
 */
export async function loadReportLibrary(format: TReportFormat): Promise<'jspdf' | 'fflate' | null> {
  if (format === 'PDF') return import('jspdf').then(() => 'jspdf');
  if (format === 'EXCEL') return import('fflate').then(() => 'fflate');
  return null;
}

export async function reportAttachment(
  report: TEndOfDayReport,
  format: TReportFormat,
  summary: string[],
): Promise<TMailAttachment> {
  const name = `sales-report-${report.from}${report.to === report.from ? '' : `-${report.to}`}`;
  if (format === 'PDF')
    return { filename: `${name}.pdf`, contentType: 'application/pdf', content: await reportPdf(summary) };
  if (format === 'EXCEL')
    return {
      filename: `${name}.xlsx`,
      contentType: XLSX_CONTENT_TYPE,
      content: await reportXlsx(reportRows(report)),
    };
  return {
    filename: `${name}.csv`,
    contentType: 'text/csv; charset=utf-8',
    content: new TextEncoder().encode(endOfDayCsv(report)),
  };
}

const PAGE = { margin: 40, lineHeight: 12, fontSize: 9 };

/** Monospaced lines on A4 portrait, as many pages as they need. */
async function reportPdf(lines: string[]): Promise<Uint8Array> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'pt', format: 'a4' });
  doc.setFont('courier', 'normal');
  doc.setFontSize(PAGE.fontSize);
  const height = doc.internal.pageSize.getHeight();
  let y = PAGE.margin;
  for (const [index, line] of lines.entries()) {
    if (y > height - PAGE.margin) {
      doc.addPage();
      y = PAGE.margin;
    }
    doc.setFont('courier', index === 0 ? 'bold' : 'normal');
    doc.text(line, PAGE.margin, y);
    y += PAGE.lineHeight;
  }
  return new Uint8Array(doc.output('arraybuffer'));
}

type TCell = string | number;

/** The CSV's rows (endOfDayCsv), with amounts as numbers so a spreadsheet can add them up. */
export function reportRows(report: TEndOfDayReport): TCell[][] {
  const rows: TCell[][] = [['section', 'name', 'count', 'amount', 'tips', 'net', 'tax']];
  for (const m of report.by_method) rows.push(['by_method', m.method, m.count, m.amount, m.tips, '', '']);
  for (const s of report.tips_by_staff) rows.push(['tips_by_staff', s.name, '', '', s.tips, '', '']);
  for (const t of report.taxes_by_rate) rows.push(['taxes_by_rate', `${t.rate}%`, '', '', '', t.net, t.tax]);
  rows.push(['refunds', '', report.refunds.count, report.refunds.amount, '', '', '']);
  rows.push(['orders', '', report.orders, '', '', '', '']);
  rows.push(['covers', '', report.covers, '', '', '', '']);
  rows.push(['totals', report.currency, '', report.totals.amount, report.totals.tips, '', '']);
  return rows;
}

/** One sheet named Report with the rows (xlsxParts), zipped. */
async function reportXlsx(rows: TCell[][]): Promise<Uint8Array> {
  const { strToU8, zipSync } = await import('fflate');
  const parts = xlsxParts(rows, 'Report');
  return zipSync(Object.fromEntries(Object.entries(parts).map(([path, xml]) => [path, strToU8(xml)])));
}

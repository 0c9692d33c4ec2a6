import type { jsPDF } from 'jspdf';
import jsPdfUrl from 'jspdf/dist/jspdf.umd.min.js?url';
import type { TReceiptDocument } from './receipt-document.ts';

/**
 * The receipt as a PDF made in the browser (issue 16), with jsPDF's built-in Helvetica: its
 * WinAnsi encoding holds the euro sign, German umlauts and ß, so no font is embedded. Characters it
 * lacks (narrow spaces some languages put in amounts, emoji in an item's name) are replaced first.
 * This module loads on the "Download PDF" click only.
 */

type TJsPdfClass = typeof jsPDF;

/**
 * jsPDF's own browser build, served as a file of ours and run on the click. Bundled, it made the
 * bundler move its runtime helpers out of the app into a file of their own, one more download on
 * every guest's first screen (decision 0030).
 */
async function loadJsPdf(): Promise<TJsPdfClass> {
  const loaded = () => (window as { jspdf?: { jsPDF: TJsPdfClass } }).jspdf?.jsPDF;
  const already = loaded();
  if (already) return already;
  await new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = jsPdfUrl;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('The PDF library could not be loaded'));
    document.head.append(script);
  });
  const library = loaded();
  if (!library) throw new Error('The PDF library could not be loaded');
  return library;
}
export function toWinAnsi(text: string): string {
  return text
    .replace(/[\u2000-\u200b\u202f\u205f]/g, ' ')
    .replace(/[\u2010-\u2012]/g, '-')
    .replace(
      /[^\u0020-\u007e\u00a0-\u00ff\u20ac\u2013\u2014\u2018\u2019\u201a\u201c\u201d\u201e\u2020\u2021\u2022\u2026\u2030\u2039\u203a\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2122]/gu,
      '?',
    );
}

const PAGE_WIDTH = 80; // mm: a till roll's width reads well on a phone and prints on A4 too
const MARGIN = 6;
const LINE = 4.6;

export function receiptPdf(receipt: TReceiptDocument, JsPdf: TJsPdfClass): jsPDF {
  const rows = receipt.header.length + receipt.details.length + receipt.lines.length * 2;
  const height = Math.max(120, 40 + (rows + receipt.totals.length + receipt.payments.length) * LINE);
  const pdf = new JsPdf({ unit: 'mm', format: [PAGE_WIDTH, height] });
  const right = PAGE_WIDTH - MARGIN;
  const textWidth = PAGE_WIDTH - 2 * MARGIN;
  let y = MARGIN + 4;

  const rule = () => {
    pdf.setLineWidth(0.2);
    pdf.line(MARGIN, y - 2, right, y - 2);
    y += 2;
  };
  const pair = (label: string, value: string, strong = false) => {
    pdf.setFont('helvetica', strong ? 'bold' : 'normal');
    const amount = toWinAnsi(value);
    const wrapped: string[] = pdf.splitTextToSize(toWinAnsi(label), textWidth - pdf.getTextWidth(amount) - 3);
    pdf.text(wrapped, MARGIN, y);
    pdf.text(amount, right, y, { align: 'right' });
    y += LINE * Math.max(1, wrapped.length);
  };

  pdf.setFontSize(12);
  pdf.setFont('helvetica', 'bold');
  receipt.header.forEach((text, index) => {
    if (index === 1) {
      pdf.setFontSize(9);
      pdf.setFont('helvetica', 'normal');
    }
    pdf.text(toWinAnsi(text), PAGE_WIDTH / 2, y, { align: 'center' });
    y += index === 0 ? LINE + 1 : LINE;
  });
  pdf.setFontSize(9);
  y += 2;
  rule();
  for (const [label, value] of receipt.details) pair(label, value);
  rule();
  for (const [text, amount] of receipt.lines) pair(text, amount);
  rule();
  for (const [label, amount, strong] of receipt.totals) pair(label, amount, strong);
  if (receipt.payments.length > 0) {
    rule();
    for (const [text, amount] of receipt.payments) pair(text, amount);
  }
  return pdf;
}

export async function saveReceiptPdf(receipt: TReceiptDocument): Promise<void> {
  receiptPdf(receipt, await loadJsPdf()).save(receipt.fileName);
}

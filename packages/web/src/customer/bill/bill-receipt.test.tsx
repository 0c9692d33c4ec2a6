import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../test/fetch-mock.ts';
import { saveOrderToken } from '../orders/order-tokens.store.ts';
import { bill, receipt, tableBill } from './bill.test-fixtures.ts';
import { renderPanel } from './bill.test-helpers.tsx';
import { rememberBill } from './bill-phone.store.ts';
import { receiptDocument } from './receipt-document.ts';
import { receiptPdf, toWinAnsi } from './receipt-pdf.ts';

const settled = bill({
  status: 'SETTLED',
  invoice_number: 'INV-000042',
  settled_at: '2026-01-05T13:30:00.000Z',
});

describe('BillReceipt', () => {
  it('shows "Paid — thank you" and the receipt of a settled bill, fetched with the token', async () => {
    saveOrderToken(5, 'token-5');
    const { calls } = renderPanel(
      () => tableBill({ lines: [], orders: [], bill: settled }),
      (call) => (call.url.endsWith('/customer/bills/40/receipt') ? ok(receipt()) : undefined),
    );
    expect(await screen.findByRole('heading', { name: 'Paid — thank you' })).toBeInTheDocument();
    const article = await screen.findByRole('article', { name: 'Café Müller' });
    expect(calls.find((call) => call.url.endsWith('/receipt'))?.headers['x-order-token']).toBe('token-5');
    expect(article).toHaveTextContent('Hauptstraße 1');
    expect(article).toHaveTextContent('Tax ID DE123456789');
    expect(within(article).getByText('Invoice').nextSibling).toHaveTextContent('INV-000042');
    expect(within(article).getByText('Table').nextSibling).toHaveTextContent('Table 3');
    expect(within(article).getByText('Date').nextSibling?.textContent).toMatch(/2026/);
    // The restaurant's 24-hour clock (REGIONAL.TIME_FORMAT), not the English default's AM/PM.
    expect(within(article).getByText('Date').nextSibling?.textContent).toMatch(/^Jan 5, 2026, \d{2}:30$/);
    expect(within(article).getByText('Tax 8 %').nextSibling).toHaveTextContent('€1.22');
    expect(within(article).getByText('Service charge').nextSibling).toHaveTextContent('€1.65');
    expect(within(article).getByText('Tip').nextSibling).toHaveTextContent('€1.85');
    expect(within(article).getByText('Total with tip').nextSibling).toHaveTextContent('€20.00');
    expect(within(article).getByRole('heading', { name: 'Payments' }).parentElement).toHaveTextContent(
      'Cash€18.15 + €1.85 tipChange €5.00',
    );

    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
    expect(document.querySelector('style')?.textContent).toContain('#bill-receipt');
  });

  it('shows the receipt of the bill this phone saw last once the table no longer lists it', async () => {
    rememberBill(3, 40, 'token-5');
    renderPanel(
      () => tableBill({ lines: [], orders: [] }),
      (call) => (call.url.endsWith('/customer/bills/40/receipt') ? ok(receipt()) : undefined),
    );
    expect(await screen.findByRole('article', { name: 'Café Müller' })).toHaveTextContent('INV-000042');
  });

  it('shows nothing for a remembered bill that is not settled (404)', async () => {
    rememberBill(3, 40, 'token-5');
    const { calls } = renderPanel(
      () => tableBill({ lines: [], orders: [] }),
      (call) => (call.url.endsWith('/receipt') ? fail(404, 'Not settled') : undefined),
    );
    await vi.waitFor(() => expect(calls.some((call) => call.url.endsWith('/receipt'))).toBe(true));
    expect(screen.queryByRole('heading', { name: 'Paid — thank you' })).toBeNull();
  });

  it('makes a PDF in WinAnsi text: euro sign, umlauts and ß as they are', async () => {
    const t = ((key: string) => key) as never;
    const document = receiptDocument(receipt(), {
      t,
      price: (amount) => `${amount.toFixed(2)} €`,
      dateTime: () => '5.1.2026',
    });
    expect(document.fileName).toBe('INV-000042.pdf');
    expect(document.header).toEqual([
      'Café Müller',
      'Hauptstraße 1',
      '10115 Berlin',
      '+49 30 123456',
      'guest.bill.receipt.taxId',
    ]);
    expect(toWinAnsi('4,50\u202f€ Größe 🍕')).toBe('4,50 € Größe ?');
    // One character per byte: the text strings are WinAnsi bytes (é, ü and ß as in Latin-1, € as 0x80).
    const pdf = String.fromCharCode(
      ...new Uint8Array(receiptPdf(document, (await import('jspdf')).jsPDF).output('arraybuffer')),
    );
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain('/WinAnsiEncoding');
    expect(pdf).toContain('(Caf\u00e9 M\u00fcller)');
    expect(pdf).toContain('(Hauptstra\u00dfe 1)');
    expect(pdf).toContain('(20.00 \u0080)');
  });
});

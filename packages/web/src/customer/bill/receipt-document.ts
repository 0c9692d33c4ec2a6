import { menuAmount } from '@tableside/shared/bill-split';
import type { TBillReceipt } from '@tableside/shared/bills.schemas';
import type { TTranslate } from '../../lib/i18n/translation-keys.ts';
import { lineLabel } from './bill-figures.tsx';

/** A receipt as the PDF lays it out: texts already translated and amounts formatted. */
export type TReceiptDocument = {
  fileName: string;
  header: string[];
  details: [label: string, value: string][];
  lines: [text: string, amount: string][];
  totals: [label: string, amount: string, strong: boolean][];
  payments: [text: string, amount: string][];
};

type TFormat = { t: TTranslate; price: (amount: number) => string; dateTime: (iso: string) => string };

/** What the receipt screen shows, in the order it shows it, for the PDF (receipt-pdf.ts). */
export function receiptDocument(receipt: TBillReceipt, { t, price, dateTime }: TFormat): TReceiptDocument {
  const { restaurant } = receipt;
  const tipped = receipt.tip_total > 0;
  const completed = receipt.payments.filter((payment) => payment.status === 'COMPLETED');
  return {
    fileName: `${receipt.invoice_number}.pdf`,
    header: [
      restaurant.name,
      ...(restaurant.address ? restaurant.address.split('\n') : []),
      ...(restaurant.phone ? [restaurant.phone] : []),
      ...(restaurant.tax_id ? [t('guest.bill.receipt.taxId', { id: restaurant.tax_id })] : []),
    ],
    details: [
      [t('guest.bill.receipt.invoice'), receipt.invoice_number],
      [t('guest.bill.receipt.date'), dateTime(receipt.issued_at)],
      [t('guest.bill.receipt.table'), receipt.bench_name],
    ],
    lines: receipt.lines.map((line) => [
      `${t('guest.orders.quantity', { count: line.quantity })} ${lineLabel(line)}`,
      price(menuAmount(line)),
    ]),
    totals: [
      [t('guest.bill.net'), price(receipt.totals.net), false],
      ...receipt.tax_breakdown.map((entry): [string, string, boolean] => [
        t('guest.bill.taxRate', { rate: entry.rate }),
        price(entry.tax),
        false,
      ]),
      ...(receipt.totals.service_charge > 0
        ? [
            [t('guest.bill.serviceCharge'), price(receipt.totals.service_charge), false] as [
              string,
              string,
              boolean,
            ],
          ]
        : []),
      [t('guest.bill.total'), price(receipt.totals.gross), !tipped],
      ...(tipped
        ? ([
            [t('guest.bill.tip'), price(receipt.tip_total), false],
            [t('guest.bill.totalWithTip'), price(receipt.total_with_tip), true],
          ] as [string, string, boolean][])
        : []),
    ],
    payments: completed.flatMap((payment): [string, string][] => [
      [
        t(`guest.bill.methods.${payment.method}`),
        payment.tip > 0
          ? `${price(payment.amount)} ${t('guest.bill.plusTip', { amount: price(payment.tip) })}`
          : price(payment.amount),
      ],
      ...(payment.change !== null && payment.change > 0
        ? [['', t('guest.bill.receipt.change', { amount: price(payment.change) })] as [string, string]]
        : []),
    ]),
  };
}

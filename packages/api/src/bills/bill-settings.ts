import { parseTipPercentages } from '@tableside/shared/bill-split';
import type { PAYMENT_METHODS } from '@tableside/shared/constants';
import { AppError } from '@tableside/shared/errors';
import { readSettings } from '../config/settings.ts';
import type { TApiDeps } from '../deps.ts';

type TPaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The PAYMENT.* settings the bill follows (read through the settings accessor, DESIGN 8). */
export type TBillSettings = {
  methods: TPaymentMethod[];
  tipsEnabled: boolean;
  tipPercentages: number[];
  pricesIncludeTax: boolean;
};

export async function loadBillSettings(deps: TApiDeps): Promise<TBillSettings> {
  const settings = await readSettings(deps);
  return {
    methods: settings.get('PAYMENT.METHODS') as TPaymentMethod[],
    tipsEnabled: settings.get('PAYMENT.TIPS_ENABLED'),
    tipPercentages: parseTipPercentages(settings.get('PAYMENT.TIP_PERCENTAGES')),
    pricesIncludeTax: settings.get('PAYMENT.PRICES_INCLUDE_TAX'),
  };
}

const METHOD_NAMES: Record<TPaymentMethod, string> = {
  CASH: 'cash',
  CREDIT_CARD: 'credit cards',
  DEBIT_CARD: 'debit cards',
  APPLE_PAY: 'Apple Pay',
  GOOGLE_PAY: 'Google Pay',
};

/** PAYMENT.METHODS: a method the restaurant does not take is a 400 on `field`. */
export function requireAcceptedMethod(settings: TBillSettings, method: TPaymentMethod, field: string): void {
  if (settings.methods.includes(method)) return;
  const message = `This restaurant does not accept ${METHOD_NAMES[method]}`;
  throw AppError.validation({ [field]: [message] }, message);
}

/** PAYMENT.TIPS_ENABLED: while off, any tip is a 400 on `tip`. */
export function requireTipsOffered(settings: TBillSettings, hasTip: boolean): void {
  if (!hasTip || settings.tipsEnabled) return;
  throw AppError.validation({ tip: ['Tips are not offered'] }, 'Tips are not offered');
}

import { fromCents, toCents } from '@tableside/shared/money';
import { type TStaffFormat, useStaffFormat } from '../staff-settings/staff-format.ts';

export type TBillFormat = TStaffFormat;

/** Money and times as the other staff screens show them (REGIONAL settings, staff member's language). */
export const useBillFormat = useStaffFormat;

/**
 * An amount typed by staff ('12.5', '12,50'), in cents; null when it is not a number with at most
 * two decimals. Empty counts as 0 only where `emptyIsZero`.
 */
export function parseAmountInput(text: string, emptyIsZero = false): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return emptyIsZero ? 0 : null;
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  return toCents(Number(trimmed));
}

/** Cents as the amount field shows them: '12.50'. */
export const amountInputText = (cents: number) => fromCents(cents).toFixed(2);

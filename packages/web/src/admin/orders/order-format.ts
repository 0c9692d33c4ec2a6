import type { TOrderItemDetailView } from '@tableside/shared/orders.schemas';
import { useEffect, useMemo, useState } from 'react';
import { useCurrency } from '../../lib/branding/branding.queries.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';

export type TOrderFormat = {
  money: (amount: number) => string;
  /** Date and time of day, e.g. '14 Mar 2026, 12:05'. */
  dateTime: (iso: string) => string;
  /** Time of day only, e.g. '12:05'. */
  time: (iso: string) => string;
  /** An option's extra price, '+€0.50' or '+10 %'; '' when it costs nothing extra. */
  surcharge: (valueAdded: number, percent: boolean) => string;
  /** A chosen option as the kitchen reads it: 'Size: Large (+€0.50)', 'Milk: Oat'. */
  detail: (detail: Pick<TOrderItemDetailView, 'name' | 'value' | 'value_added' | 'percent'>) => string;
};

/** Money, dates and options in the staff member's language. */
export function useOrderFormat(): TOrderFormat {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const currency = useCurrency();
  return useMemo(() => {
    const money = new Intl.NumberFormat(language, { style: 'currency', currency });
    const signed = new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      signDisplay: 'always',
    });
    const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    const time = new Intl.DateTimeFormat(language, { timeStyle: 'short' });
    const signedPercent = new Intl.NumberFormat(language, {
      style: 'percent',
      signDisplay: 'always',
      maximumFractionDigits: 2,
    });
    const surcharge = (valueAdded: number, percent: boolean) => {
      if (valueAdded === 0) return '';
      return percent ? signedPercent.format(valueAdded / 100) : signed.format(valueAdded);
    };
    return {
      money: (amount) => money.format(amount),
      surcharge,
      dateTime: (iso) => dateTime.format(new Date(iso)),
      time: (iso) => time.format(new Date(iso)),
      detail: ({ name, value, value_added, percent }) => {
        const extra = surcharge(value_added, percent);
        return `${name}: ${value}${extra ? ` (${extra})` : ''}`;
      },
    };
  }, [language, currency]);
}

/** The current time, re-read every `intervalMs` (the board's ages move on every 30 s). */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** Whole minutes from `iso` to `now`, never negative (a clock a little ahead of the server). */
export function minutesSince(iso: string, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
}

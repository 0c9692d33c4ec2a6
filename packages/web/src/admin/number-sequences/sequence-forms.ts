import {
  NUMBER_RECORD_LIMITS,
  type TNumberRecord,
  ZSequenceNextValue,
  ZSequencePadding,
  ZSequencePrefix,
} from '@tableside/shared/number-records.schemas';
import { z } from 'zod';
import type { TTranslate, TTranslationKey } from '../../lib/i18n/translation-keys.ts';

/**
 * The two forms of the screen. They hold text; the shared schemas (which the server checks too)
 * say what it becomes. The next number must also come after the sequence's current next number:
 * the server refuses anything else, and the form says so before asking.
 */
const { maxPadding, minPadding, maxValue, prefix } = NUMBER_RECORD_LIMITS;
const NOT_FORWARD = 'not-forward';

/** Text that is no number (also '') becomes NaN, which the shared schemas answer as "a whole number". */
const numberText = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

export function nextNumberForm(record: TNumberRecord) {
  return z.object({
    next_value: z
      .string()
      .transform(numberText)
      .pipe(ZSequenceNextValue.refine((value) => value > record.next_value, NOT_FORWARD)),
  });
}
export type TNextNumberInput = { next_value: string };

export const ZFormatForm = z.object({
  prefix: ZSequencePrefix,
  padding: z.string().transform(numberText).pipe(ZSequencePadding),
});
export type TFormatInput = { prefix: string; padding: string };

const MESSAGE_KEYS: Record<string, TTranslationKey> = {
  'The next number must be a whole number': 'admin.numberSequences.next.whole',
  'The next number must be at least 1': 'admin.numberSequences.next.whole',
  [`The next number must be at most ${maxValue}`]: 'admin.numberSequences.next.tooLarge',
  [`Padding must be a whole number from ${minPadding} to ${maxPadding}`]:
    'admin.numberSequences.format.paddingRange',
  [`At most ${prefix} characters`]: 'admin.numberSequences.format.prefixTooLong',
  'Use letters, digits and - _ / . # only': 'admin.numberSequences.format.prefixInvalid',
};

/** A form message in the current language; `record` fills in the numbers a message names. */
export function formMessage(
  t: TTranslate,
  message: string | undefined,
  record: TNumberRecord,
): string | undefined {
  if (!message) return undefined;
  if (message === NOT_FORWARD) {
    return t('admin.numberSequences.next.notForward', { next: record.next_formatted });
  }
  const key = MESSAGE_KEYS[message];
  return key ? t(key, { max: maxValue, min: minPadding, maxPadding, prefix }) : message;
}

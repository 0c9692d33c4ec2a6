// The later part's copy of the English texts (texts/later.en.ts): the screens that check forms load
// with it, and the guest's first screen carries none of the validation texts.
import { validation } from '../../locales/en.json?later&lang.json';
import type { TTranslate } from './translation-keys.ts';

type TValidationKey = keyof typeof import('../../locales/en.json')['validation'];

// The shared zod schemas (and the server, which uses them too) speak English. Their messages are
// the English texts of the `validation` section, so the text itself finds its translation.
const keyByEnglishText = new Map(
  (Object.entries(validation) as [TValidationKey, string][]).map(([key, text]) => [text, key]),
);

/** Translates a validation message from a shared schema or the server; unknown texts pass through. */
export function translateValidationMessage(t: TTranslate, message: string): string {
  const key = keyByEnglishText.get(message);
  return key ? t(`validation.${key}`) : message;
}

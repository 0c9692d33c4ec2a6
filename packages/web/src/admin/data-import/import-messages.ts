import { DATA_IMPORT_MESSAGES } from '@tableside/shared/data-import.schemas';
import type { TTranslate, TTranslationKey } from '../../lib/i18n/translation-keys.ts';
import { messageText } from '../master-data/master-data-form.ts';
import { lineOf, type TSheet } from './import-labels.ts';

/**
 * The server's English messages about a file and its rows, in the current language. The rows obey
 * the master data rules, so their messages are the master data screen's (messageText).
 */
const FILE_KEYS = Object.fromEntries(
  Object.entries(DATA_IMPORT_MESSAGES).map(([key, text]) => [text, `admin.dataImport.messages.${key}`]),
) as Record<string, TTranslationKey>;

const PATTERNS: [RegExp, (t: TTranslate, match: RegExpMatchArray, sheet: TSheet) => string][] = [
  [
    /^The same \w+ as row (\d+)$/,
    (t, [, row], sheet) => t('admin.dataImport.messages.duplicate', { row: lineOf(sheet, Number(row)) }),
  ],
  [
    /^Not imported: (.+)$/s,
    (t, [, details]) => t('admin.dataImport.messages.defaultsRefused', { details: details ?? '' }),
  ],
  [
    /^(\d+) rows? (?:is|are) refused; nothing was imported/,
    (t, [, n]) => t('admin.dataImport.messages.refused', { count: Number(n) }),
  ],
];

/** `sheet`: the spreadsheet the rows came from, so a row named in a message is its row there. */
export function importMessageText(t: TTranslate, message: string, sheet?: TSheet): string {
  const key = FILE_KEYS[message];
  if (key) return t(key);
  for (const [pattern, text] of PATTERNS) {
    const match = message.match(pattern);
    if (match) return text(t, match, sheet);
  }
  // A row's own problems are the master data screen's messages.
  return messageText(t, message) ?? message;
}

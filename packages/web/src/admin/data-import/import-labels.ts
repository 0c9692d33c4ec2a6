import type { TTranslate, TTranslationKey } from '../../lib/i18n/translation-keys.ts';
import type { TSheetRows } from './sheet-rows.ts';

/**
 * How the preview and the refusals name a row and a field: a spreadsheet's row by its number in the
 * spreadsheet (the header is row 1) and a field with its column letter; a JSON file's row by its
 * place in the array.
 */
const FIELD_KEYS: Record<string, TTranslationKey> = {
  name: 'admin.masterData.fields.name',
  code: 'admin.masterData.fields.code',
  symbol: 'admin.masterData.fields.symbol',
  value: 'admin.masterData.fields.value',
  system: 'admin.masterData.fields.system',
  country_code: 'admin.masterData.fields.country_code',
  is_active: 'admin.masterData.fields.active',
};

export type TSheet = TSheetRows | null | undefined;

/** The row's number as the owner's file shows it; the server counts the rows it got from 1. */
export const lineOf = (sheet: TSheet, row: number): number => sheet?.lines[row - 1] ?? row;

/** '_' is the row as a whole. */
export function fieldLabel(t: TTranslate, field: string, sheet: TSheet): string {
  const key = FIELD_KEYS[field];
  const name = key ? t(key) : field === '_' ? t('admin.dataImport.preview.row') : field;
  const letter = sheet?.letters[field];
  return letter ? t('admin.dataImport.preview.column', { field: name, letter }) : name;
}

/** A refusal's key ('row 3.code', 'row 3') as the owner reads it: 'Row 4 · Code (column B)'. */
export function refusalLabel(t: TTranslate, key: string, sheet: TSheet): string {
  const match = /^row (\d+)(?:\.(.+))?$/.exec(key);
  if (!match) return key;
  const row = `${t('admin.dataImport.preview.row')} ${lineOf(sheet, Number(match[1]))}`;
  return match[2] ? `${row} · ${fieldLabel(t, match[2], sheet)}` : row;
}

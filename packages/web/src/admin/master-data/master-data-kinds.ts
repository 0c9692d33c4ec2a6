import type { TMasterDataKind } from '@tableside/shared/master-data.schemas';
import { Coins, Globe, Landmark, Languages, type LucideIcon, Percent, Ruler } from 'lucide-react';
import type { TTranslationKey } from '../../lib/i18n/translation-keys.ts';

/** The fields a kind has besides its name (spec admin 3: language and currency have name and code). */
export type TMasterField = 'code' | 'symbol' | 'value' | 'system' | 'country_code';

export const MASTER_KIND_VIEWS: Record<
  TMasterDataKind,
  { icon: LucideIcon; fields: readonly TMasterField[] }
> = {
  languages: { icon: Languages, fields: ['code'] },
  currencies: { icon: Coins, fields: ['code', 'symbol'] },
  taxes: { icon: Percent, fields: ['value'] },
  countries: { icon: Globe, fields: ['code'] },
  units: { icon: Ruler, fields: ['code', 'system'] },
  banks: { icon: Landmark, fields: ['code', 'country_code'] },
};

/** A bank's code is its BIC. */
export function fieldLabelKey(kind: TMasterDataKind, field: TMasterField): TTranslationKey {
  return kind === 'banks' && field === 'code'
    ? 'admin.masterData.fields.bic'
    : `admin.masterData.fields.${field}`;
}

/** What a code looks like in this kind ('ISO 4217, three letters'); undefined when nothing needs saying. */
export function fieldHintKey(kind: TMasterDataKind, field: TMasterField): TTranslationKey | undefined {
  if (field === 'value') return 'admin.masterData.hints.value';
  if (field === 'code' && kind !== 'taxes') return `admin.masterData.hints.${kind}`;
  return undefined;
}

import { CONFIG_LOCALES } from '@tableside/shared/config-catalogue';
import type { TSearchLanguage } from '@tableside/shared/search.schemas';

/**
 * The language of the search texts: `lang` when given, else the best supported language of an
 * Accept-Language header ('de-DE,de;q=0.9,en;q=0.8' → de), else English (spec admin 1: default en).
 */
export function searchLanguage(
  lang: TSearchLanguage | undefined,
  acceptLanguage: string | undefined,
): TSearchLanguage {
  if (lang) return lang;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return {
        base: tag.toLowerCase().split('-')[0] ?? '',
        weight: Number.isFinite(weight) ? weight : 0,
        index,
      };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const match = ranked.find((entry) => (CONFIG_LOCALES as readonly string[]).includes(entry.base));
  return (match?.base as TSearchLanguage | undefined) ?? 'en';
}

type TSubtitleTexts = {
  seats(count: number): string;
  items(count: number): string;
  inactive: string;
  archived: string;
};

/** The few words the API writes into subtitles itself; everything else is data. */
export const SEARCH_TEXTS: Record<TSearchLanguage, TSubtitleTexts> = {
  en: {
    seats: (count) => (count === 1 ? '1 seat' : `${count} seats`),
    items: (count) => (count === 1 ? '1 item' : `${count} items`),
    inactive: 'inactive',
    archived: 'archived',
  },
  de: {
    seats: (count) => (count === 1 ? '1 Platz' : `${count} Plätze`),
    items: (count) => `${count} Artikel`,
    inactive: 'inaktiv',
    archived: 'archiviert',
  },
};

import en from '../../locales/en.json';
import { createTranslate } from './translate.ts';
import type { TMessages, TTranslate } from './translation-keys.ts';

export const SUPPORTED_LANGUAGES = ['en', 'de'] as const;
export type TLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: TLanguage = 'en';
export const LANGUAGE_STORAGE_KEY = 'tableside.language';

// English ships in the main bundle; other languages load only when chosen, so a guest on a
// slow phone downloads one language.
const loaders: Record<TLanguage, () => Promise<TMessages>> = {
  en: async () => en,
  de: () => import('../../locales/de.json').then((m) => m.default),
};

type TState = { language: TLanguage; t: TTranslate };

let state: TState = { language: DEFAULT_LANGUAGE, t: createTranslate(DEFAULT_LANGUAGE, en, en) };
const listeners = new Set<() => void>();

export function isSupportedLanguage(value: unknown): value is TLanguage {
  return SUPPORTED_LANGUAGES.includes(value as TLanguage);
}

export function storedLanguage(): TLanguage {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isSupportedLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    // Blocked storage (some privacy modes) must not stop the app from loading.
    return DEFAULT_LANGUAGE;
  }
}

/** Loads the language's texts, then switches every screen to it at once. */
async function switchTo(language: TLanguage): Promise<void> {
  const messages = await loaders[language]();
  state = { language, t: createTranslate(language, messages, en) };
  document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

/** Resolves once the starting language is loaded, so the first render is never in the wrong language. */
export async function initI18n(language: TLanguage = storedLanguage()): Promise<void> {
  try {
    await switchTo(language);
  } catch (error) {
    // A language file that cannot be loaded (offline) must not keep the app from starting.
    console.warn('Could not load the language, using English', error);
    await switchTo(DEFAULT_LANGUAGE);
  }
}

/** spec: settings are saved automatically. Stays on the current language if the new one cannot load. */
export async function changeLanguage(language: TLanguage): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Blocked storage: the choice holds for this visit only.
  }
  await switchTo(language);
}

export function currentLanguage(): TLanguage {
  return state.language;
}

/** The current language's t(), for code outside React (e.g. the default error toast). */
export const t: TTranslate = (key, vars) => state.t(key, vars);

/** For useTranslation(): the state object changes identity on every switch. */
export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function languageState(): TState {
  return state;
}

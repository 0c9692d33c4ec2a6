import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../locales/en.json';

export const SUPPORTED_LANGUAGES = ['en', 'de'] as const;
export type TLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: TLanguage = 'en';
export const LANGUAGE_STORAGE_KEY = 'tableside.language';

// English ships in the main bundle; other languages load only when chosen, so a guest on a
// slow phone downloads one language.
const localeBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, _namespace, callback) => {
    const load =
      language === 'de' ? import('../../locales/de.json').then((m) => m.default) : Promise.resolve(en);
    load.then(
      (resources) => callback(null, resources),
      (error: Error) => callback(error, false),
    );
  },
};

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

/** Resolves once the starting language is loaded, so the first render is never in the wrong language. */
export async function initI18n(language: TLanguage = storedLanguage()): Promise<typeof i18n> {
  if (!i18n.isInitialized) {
    i18n.on('languageChanged', (lng) => {
      document.documentElement.lang = lng;
    });
    await i18n
      .use(localeBackend)
      .use(initReactI18next)
      .init({
        lng: language,
        fallbackLng: DEFAULT_LANGUAGE,
        supportedLngs: SUPPORTED_LANGUAGES,
        load: 'languageOnly',
        resources: { en: { translation: en } },
        partialBundledLanguages: true,
        interpolation: { escapeValue: false },
        react: { useSuspense: false },
      });
  }
  return i18n;
}

/** spec: settings are saved automatically. */
export async function changeLanguage(language: TLanguage): Promise<void> {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  await i18n.changeLanguage(language);
}

export function currentLanguage(): TLanguage {
  const language = i18n.resolvedLanguage;
  return isSupportedLanguage(language) ? language : DEFAULT_LANGUAGE;
}

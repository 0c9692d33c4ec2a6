import { useMemo, useSyncExternalStore } from 'react';
import { changeLanguage, languageState, subscribeLanguage, type TLanguage } from './i18n.ts';
import type { TTranslate } from './translation-keys.ts';

export type TTranslation = {
  t: TTranslate;
  i18n: {
    language: TLanguage;
    resolvedLanguage: TLanguage;
    changeLanguage: (language: TLanguage) => Promise<void>;
  };
};

/** The current language's t() and language; the component renders again when the language changes. */
export function useTranslation(): TTranslation {
  const { language, t } = useSyncExternalStore(subscribeLanguage, languageState);
  return useMemo(
    () => ({ t, i18n: { language, resolvedLanguage: language, changeLanguage } }),
    [language, t],
  );
}

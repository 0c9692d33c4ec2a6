import type en from '../../locales/en.json';

// Types every t('key') against en.json, so a missing or misspelt key fails the type check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

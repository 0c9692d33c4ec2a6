import { describe, expect, it, vi } from 'vitest';
import de from '../../../locales/de.json';
import en from '../../../locales/en.json';
import germanFirstScreens from './first-screens.de.ts';
import { englishFirstScreens } from './first-screens.en.ts';
import germanGuest from './guest.de.ts';
import englishGuest from './guest.en.ts';
import germanLater from './later.de.ts';
import englishLater from './later.en.ts';

const blocks = (texts: object) => Object.keys(texts).sort();

describe('text parts', () => {
  it('split each locale file into three parts without leaving out or repeating a block', () => {
    for (const [file, first, guest, later] of [
      [en, englishFirstScreens, englishGuest, englishLater],
      [de, germanFirstScreens, germanGuest, germanLater],
    ] as const) {
      expect(blocks({ ...first, ...guest, ...later })).toEqual(blocks(file));
      const counted = [...blocks(first), ...blocks(guest), ...blocks(later)];
      expect(counted).toHaveLength(new Set(counted).size);
    }
    expect(blocks(germanFirstScreens)).toEqual(blocks(englishFirstScreens));
  });

  it('start with the first screens, and load the rest when a screen asks for it', async () => {
    vi.resetModules();
    const i18n = await import('../i18n.ts');
    await i18n.initI18n('de', ['firstScreens']);
    expect(i18n.t('settings.title')).toBe('Einstellungen');
    expect(i18n.t('auth.login.title')).toBe('auth.login.title');

    expect(i18n.t('guest.checkout.total')).toBe('guest.checkout.total');

    await i18n.loadGuestTexts();
    expect(i18n.t('guest.checkout.total')).toBe(de.guest.checkout.total);
    expect(i18n.t('auth.login.title')).toBe('auth.login.title');
    await i18n.loadAllTexts();
    expect(i18n.t('auth.login.title')).toBe(de.auth.login.title);
    // Asking for fewer parts keeps what is loaded.
    await i18n.loadGuestTexts();
    expect(i18n.t('auth.login.title')).toBe(de.auth.login.title);
    await i18n.changeLanguage('en');
    expect(i18n.t('auth.login.title')).toBe(en.auth.login.title);
    expect(i18n.t('settings.title')).toBe('Settings');
  });

  it('apply the newest choice when loads overlap', async () => {
    vi.resetModules();
    const i18n = await import('../i18n.ts');
    await Promise.all([i18n.changeLanguage('de'), i18n.loadAllTexts(), i18n.changeLanguage('en')]);
    expect(i18n.currentLanguage()).toBe('en');
    expect(i18n.t('auth.login.title')).toBe(en.auth.login.title);
  });
});

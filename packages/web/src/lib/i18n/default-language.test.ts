import { afterEach, describe, expect, it } from 'vitest';
import { applyDefaultLanguage, changeLanguage, currentLanguage, LANGUAGE_STORAGE_KEY } from './i18n.ts';

describe('the restaurant default language (REGIONAL.LANGUAGE, issue 10)', () => {
  afterEach(async () => {
    await changeLanguage('en');
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  });

  it('is the language until the guest picks one, without being stored', async () => {
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    await applyDefaultLanguage('de');
    expect(currentLanguage()).toBe('de');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    await applyDefaultLanguage('xx');
    expect(currentLanguage()).toBe('de');
  });

  it("never overrides the guest's own choice", async () => {
    await changeLanguage('en');
    await applyDefaultLanguage('de');
    expect(currentLanguage()).toBe('en');
  });
});

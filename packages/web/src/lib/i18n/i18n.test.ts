import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  changeLanguage,
  currentLanguage,
  initI18n,
  LANGUAGE_STORAGE_KEY,
  storedLanguage,
  t,
} from './i18n.ts';
import { useTranslation } from './use-translation.ts';

afterEach(async () => {
  await changeLanguage('en');
});

describe('i18n', () => {
  it('starts in the stored language and keeps <html lang> in step', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    expect(storedLanguage()).toBe('de');
    await initI18n();
    expect(currentLanguage()).toBe('de');
    expect(document.documentElement).toHaveAttribute('lang', 'de');
    expect(t('settings.title')).toBe('Einstellungen');
  });

  it('ignores a stored language it does not support', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'xx');
    expect(storedLanguage()).toBe('en');
  });

  it('remembers a change and re-renders the screens that translate', async () => {
    const { result } = renderHook(() => useTranslation());
    expect(result.current.t('settings.title')).toBe('Settings');
    expect(result.current.i18n.language).toBe('en');

    await act(() => result.current.i18n.changeLanguage('de'));
    await waitFor(() => expect(result.current.i18n.resolvedLanguage).toBe('de'));
    expect(result.current.t('settings.title')).toBe('Einstellungen');
    expect(result.current.t('customer.cart.itemCount', { count: 2 })).toBe('2 Artikel');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
    expect(document.documentElement).toHaveAttribute('lang', 'de');
  });

  it('keeps t() stable while the language stays the same', () => {
    const { result, rerender } = renderHook(() => useTranslation());
    const first = result.current.t;
    rerender();
    expect(result.current.t).toBe(first);
  });

  it('still starts, in English, when storage is blocked', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    await initI18n();
    expect(currentLanguage()).toBe('en');
  });
});

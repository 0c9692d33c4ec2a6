import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_PREFERENCES,
  getPreferences,
  PREFERENCES_STORAGE_KEY,
  parsePreferences,
  resetPreferences,
  togglePreferredTag,
  updatePreferences,
  usePreferences,
} from './preferences.store.ts';

const stored = () => JSON.parse(localStorage.getItem(PREFERENCES_STORAGE_KEY) ?? 'null');

beforeEach(() => {
  resetPreferences();
  localStorage.clear();
});

describe('preferences store (spec customer 3 "Customer preferences")', () => {
  it('starts from medium text and everything else off', () => {
    expect(DEFAULT_PREFERENCES).toEqual({
      preferredTags: [],
      fontSize: 'medium',
      highContrast: false,
      colorBlindMode: 'none',
      reducedMotion: false,
    });
    expect(getPreferences()).toEqual(DEFAULT_PREFERENCES);
  });

  it("stores every change under 'tableside.preferences'", () => {
    updatePreferences({ fontSize: 'large', highContrast: true });
    updatePreferences({ colorBlindMode: 'tritanopia', reducedMotion: true });
    expect(stored()).toEqual({
      preferredTags: [],
      fontSize: 'large',
      highContrast: true,
      colorBlindMode: 'tritanopia',
      reducedMotion: true,
    });
  });

  it('toggles preferred tags on and off', () => {
    togglePreferredTag(3);
    togglePreferredTag(7);
    togglePreferredTag(3);
    expect(getPreferences().preferredTags).toEqual([7]);
    expect(stored().preferredTags).toEqual([7]);
  });

  it('reads what it can from a damaged or older entry and keeps defaults for the rest', () => {
    expect(parsePreferences('not json')).toEqual(DEFAULT_PREFERENCES);
    expect(parsePreferences(null)).toEqual(DEFAULT_PREFERENCES);
    expect(
      parsePreferences(
        JSON.stringify({
          fontSize: 'huge',
          highContrast: 'yes',
          preferredTags: [1, 'x', 2.5, 4],
          reducedMotion: true,
        }),
      ),
    ).toEqual({ ...DEFAULT_PREFERENCES, preferredTags: [1, 4], reducedMotion: true });
  });

  it('re-renders whoever reads them, also when another tab changes them', () => {
    const { result } = renderHook(() => usePreferences());
    act(() => updatePreferences({ fontSize: 'small' }));
    expect(result.current.fontSize).toBe('small');

    const fromOtherTab = JSON.stringify({ ...DEFAULT_PREFERENCES, preferredTags: [9] });
    localStorage.setItem(PREFERENCES_STORAGE_KEY, fromOtherTab);
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: PREFERENCES_STORAGE_KEY, newValue: fromOtherTab }),
      );
    });
    expect(result.current.preferredTags).toEqual([9]);
    expect(result.current.fontSize).toBe('medium');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import {
  applyDefaultTheme,
  DEFAULT_THEME_STORAGE_KEY,
  getTheme,
  setTheme,
  THEME_STORAGE_KEY,
} from './theme.store.ts';

describe('the restaurant default theme (UI_CUSTOMIZATION.DEFAULT_THEME, issue 10)', () => {
  afterEach(() => {
    localStorage.removeItem(THEME_STORAGE_KEY);
    localStorage.removeItem(DEFAULT_THEME_STORAGE_KEY);
  });

  it('applies while the visitor has not chosen a theme, and is not stored', () => {
    localStorage.removeItem(THEME_STORAGE_KEY);
    applyDefaultTheme('dark');
    expect(getTheme()).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    applyDefaultTheme('light');
    expect(getTheme()).toBe('light');
  });

  it("is remembered apart from the visitor's choice, for the next first paint (src/boot.js)", () => {
    applyDefaultTheme('dark');
    expect(localStorage.getItem(DEFAULT_THEME_STORAGE_KEY)).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it("never overrides the visitor's own choice", () => {
    setTheme('light');
    applyDefaultTheme('dark');
    expect(getTheme()).toBe('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });
});

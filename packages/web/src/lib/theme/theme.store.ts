import { useSyncExternalStore } from 'react';

export type TTheme = 'light' | 'dark';

/** Also read by src/boot.js, which applies the theme before the first paint. */
export const THEME_STORAGE_KEY = 'tableside.theme';
/**
 * The restaurant's default theme (UI_CUSTOMIZATION.DEFAULT_THEME) as last seen, so the next visit's
 * first paint (src/boot.js) already has it. Not the visitor's choice: THEME_STORAGE_KEY is.
 */
export const DEFAULT_THEME_STORAGE_KEY = 'tableside.defaultTheme';

const listeners = new Set<() => void>();
let theme: TTheme = readInitialTheme();

/** The visitor's own choice, if they made one. */
function chosenTheme(): TTheme | null {
  const stored = readStorage(THEME_STORAGE_KEY);
  return stored === 'light' || stored === 'dark' ? stored : null;
}

/** The stored choice, else the restaurant's last seen default, else the system preference. */
function readInitialTheme(): TTheme {
  const restaurant = readStorage(DEFAULT_THEME_STORAGE_KEY);
  if (restaurant === 'light' || restaurant === 'dark') return chosenTheme() ?? restaurant;
  return chosenTheme() ?? (window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
}

// Runs at start-up: blocked storage (some privacy modes) must not stop the app from loading.
function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function applyTheme(value: TTheme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', value === 'dark');
  root.style.colorScheme = value;
}

export function getTheme(): TTheme {
  return theme;
}

export function setTheme(value: TTheme): void {
  theme = value;
  localStorage.setItem(THEME_STORAGE_KEY, value);
  applyTheme(value);
  for (const listener of listeners) listener();
}

/** UI_CUSTOMIZATION.DEFAULT_THEME: the restaurant's theme, for visitors who have not chosen one. */
export function applyDefaultTheme(value: TTheme): void {
  try {
    localStorage.setItem(DEFAULT_THEME_STORAGE_KEY, value);
  } catch {
    // Blocked storage: the next visit paints with the system preference first.
  }
  if (chosenTheme() || value === theme) return;
  theme = value;
  applyTheme(value);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme(): TTheme {
  return useSyncExternalStore(subscribe, getTheme);
}

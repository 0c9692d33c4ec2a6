import { useSyncExternalStore } from 'react';

/**
 * spec (customer 3 "Customer preferences"): preferredTags, fontSize (default medium), highContrast,
 * colorBlindMode, reducedMotion. Kept on this device only; the guest has no account.
 */
export const FONT_SIZES = ['small', 'medium', 'large', 'extra-large'] as const;
export type TFontSize = (typeof FONT_SIZES)[number];

/** Protanopia and deuteranopia share the red-green safe palette; tritanopia gets its own. */
export const COLOR_BLIND_MODES = ['none', 'protanopia', 'deuteranopia', 'tritanopia'] as const;
export type TColorBlindMode = (typeof COLOR_BLIND_MODES)[number];

export type TPreferences = {
  /** Ids of menu tags (GET /api/public/menu `tags`) whose items the menu highlights. */
  preferredTags: number[];
  fontSize: TFontSize;
  highContrast: boolean;
  colorBlindMode: TColorBlindMode;
  reducedMotion: boolean;
};

export const PREFERENCES_STORAGE_KEY = 'tableside.preferences';

export const DEFAULT_PREFERENCES: TPreferences = {
  preferredTags: [],
  fontSize: 'medium',
  highContrast: false,
  colorBlindMode: 'none',
  reducedMotion: false,
};

const listeners = new Set<() => void>();
let current: TPreferences = readStored();

/** Whatever is stored, field by field: a damaged or older entry keeps the defaults for the rest. */
export function parsePreferences(raw: string | null): TPreferences {
  let stored: unknown;
  try {
    stored = raw ? JSON.parse(raw) : null;
  } catch {
    stored = null;
  }
  if (typeof stored !== 'object' || stored === null) return DEFAULT_PREFERENCES;
  const value = stored as Record<string, unknown>;
  const oneOf = <T extends string>(options: readonly T[], input: unknown, fallback: T): T =>
    options.find((option) => option === input) ?? fallback;
  return {
    preferredTags: Array.isArray(value.preferredTags)
      ? value.preferredTags.filter((tag): tag is number => Number.isInteger(tag))
      : [],
    fontSize: oneOf(FONT_SIZES, value.fontSize, DEFAULT_PREFERENCES.fontSize),
    highContrast: value.highContrast === true,
    colorBlindMode: oneOf(COLOR_BLIND_MODES, value.colorBlindMode, DEFAULT_PREFERENCES.colorBlindMode),
    reducedMotion: value.reducedMotion === true,
  };
}

// Blocked storage (some privacy modes) must not stop the guest from ordering.
function readStored(): TPreferences {
  try {
    return parsePreferences(localStorage.getItem(PREFERENCES_STORAGE_KEY));
  } catch {
    return DEFAULT_PREFERENCES;
  }
}

function publish(next: TPreferences): void {
  current = next;
  for (const listener of listeners) listener();
}

export function getPreferences(): TPreferences {
  return current;
}

/** Changes some preferences; every customer screen follows at once. */
export function updatePreferences(patch: Partial<TPreferences>): void {
  const next = { ...current, ...patch };
  try {
    localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Still applies for this visit when storage is blocked or full.
  }
  publish(next);
}

export function togglePreferredTag(tagId: number): void {
  const tags = current.preferredTags;
  updatePreferences({
    preferredTags: tags.includes(tagId) ? tags.filter((id) => id !== tagId) : [...tags, tagId],
  });
}

export function resetPreferences(): void {
  updatePreferences(DEFAULT_PREFERENCES);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the same guest changed them.
  const onStorage = (event: StorageEvent) => {
    if (event.key === PREFERENCES_STORAGE_KEY || event.key === null) publish(readStored());
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The guest's preferences; re-renders when any of them changes (e.g. the menu reads preferredTags). */
export function usePreferences(): TPreferences {
  return useSyncExternalStore(subscribe, getPreferences);
}

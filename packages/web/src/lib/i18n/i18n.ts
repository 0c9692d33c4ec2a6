import { englishFirstScreens } from './texts/first-screens.en.ts';
import { createTranslate } from './translate.ts';
import type { TMessages, TTranslate } from './translation-keys.ts';

export const SUPPORTED_LANGUAGES = ['en', 'de'] as const;
export type TLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: TLanguage = 'en';
export const LANGUAGE_STORAGE_KEY = 'tableside.language';

/**
 * Each language's texts come in three parts (decision 0007): those of the first screens (QR landing,
 * menu, cart, consent, settings, errors), the guest screens after them (checkout, orders) and the
 * later ones (sign-in, the admin area, demo mode); the last two load with the first screen that
 * needs them (app/lazy-area.tsx). A guest downloads neither the admin texts nor, unless chosen,
 * another language. Parts only ever add up: a screen asking for fewer keeps what is loaded.
 */
export type TTextPart = 'firstScreens' | 'guest' | 'later';
const ALL_PARTS: readonly TTextPart[] = ['firstScreens', 'guest', 'later'];
const FIRST_SCREENS: readonly TTextPart[] = ['firstScreens'];
const GUEST_PARTS: readonly TTextPart[] = ['firstScreens', 'guest'];

// English's first part ships in the main bundle; everything else loads when needed.
const loaders: Record<TLanguage, Record<TTextPart, () => Promise<TMessages>>> = {
  en: {
    firstScreens: async () => englishFirstScreens,
    guest: () => import('./texts/guest.en.ts').then((m) => m.default),
    later: () => import('./texts/later.en.ts').then((m) => m.default),
  },
  de: {
    firstScreens: () => import('./texts/first-screens.de.ts').then((m) => m.default),
    guest: () => import('./texts/guest.de.ts').then((m) => m.default),
    later: () => import('./texts/later.de.ts').then((m) => m.default),
  },
};

type TState = { language: TLanguage; t: TTranslate };
type TTarget = { language: TLanguage; parts: readonly TTextPart[] };

/** The English texts loaded so far: what t() falls back to. */
let english: TMessages = englishFirstScreens;
let state: TState = {
  language: DEFAULT_LANGUAGE,
  t: createTranslate(DEFAULT_LANGUAGE, englishFirstScreens, englishFirstScreens),
};
/** The language and parts the screens show, and those asked for (they differ while loading). */
let applied: TTarget = { language: DEFAULT_LANGUAGE, parts: FIRST_SCREENS };
let wanted: TTarget = applied;
/** Switches run one after another, so a slow load never overwrites a newer choice. */
let queue: Promise<unknown> = Promise.resolve();
const listeners = new Set<() => void>();

export function isSupportedLanguage(value: unknown): value is TLanguage {
  return SUPPORTED_LANGUAGES.includes(value as TLanguage);
}

/** The language the visitor chose, if any. */
function chosenLanguage(): TLanguage | null {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isSupportedLanguage(stored) ? stored : null;
  } catch {
    // Blocked storage (some privacy modes) must not stop the app from loading.
    return null;
  }
}

export function storedLanguage(): TLanguage {
  return chosenLanguage() ?? DEFAULT_LANGUAGE;
}

/**
 * REGIONAL.LANGUAGE: the restaurant's language, for visitors who have not picked one. Not stored,
 * so a later change of the restaurant's default still reaches them.
 */
export function applyDefaultLanguage(language: string): Promise<void> {
  if (chosenLanguage() || !isSupportedLanguage(language)) return Promise.resolve();
  // Texts that cannot load (offline) leave the screens as they are.
  return request({ language }).catch(() => undefined);
}

async function loadTexts({ language, parts }: TTarget): Promise<TMessages> {
  const loaded = await Promise.all(parts.map((part) => loaders[language][part]()));
  const messages: TMessages = Object.assign({}, ...loaded);
  if (language === 'en') english = messages;
  return messages;
}

/** Loads the texts asked for, then switches every screen to them at once. */
async function applyWanted(): Promise<void> {
  const target = wanted;
  if (target === applied) return;
  try {
    const messages = await loadTexts(target);
    state = { language: target.language, t: createTranslate(target.language, messages, english) };
    applied = target;
    document.documentElement.lang = target.language;
    for (const listener of listeners) listener();
  } catch (error) {
    // Stay on what the screens show; the caller hears of the failure.
    wanted = applied;
    throw error;
  }
}

function request(change: Partial<TTarget>): Promise<void> {
  const parts = ALL_PARTS.filter((part) => wanted.parts.includes(part) || change.parts?.includes(part));
  const next = { language: change.language ?? wanted.language, parts };
  if (next.language !== wanted.language || next.parts.length !== wanted.parts.length) wanted = next;
  const run = queue.then(applyWanted);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * Resolves once the starting language is loaded, so the first render is never in the wrong
 * language. `parts` defaults to all texts; the app's start asks for the first screens' only.
 */
export async function initI18n(
  language: TLanguage = storedLanguage(),
  parts: readonly TTextPart[] = ALL_PARTS,
): Promise<void> {
  try {
    await request({ language, parts });
  } catch (error) {
    // A language file that cannot be loaded (offline) must not keep the app from starting.
    console.warn('Could not load the language, using English', error);
    await request({ language: DEFAULT_LANGUAGE, parts: FIRST_SCREENS });
  }
}

/** The guest screens' texts (checkout, orders) in the current language, and in any chosen later. */
export function loadGuestTexts(): Promise<void> {
  return request({ parts: GUEST_PARTS });
}

/** Every screen's texts in the current language (and in any language chosen later). */
export function loadAllTexts(): Promise<void> {
  return request({ parts: ALL_PARTS });
}

/** spec: settings are saved automatically. Stays on the current language if the new one cannot load. */
export async function changeLanguage(language: TLanguage): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Blocked storage: the choice holds for this visit only.
  }
  await request({ language });
}

export function currentLanguage(): TLanguage {
  return state.language;
}

/** The current language's t(), for code outside React (e.g. the default error toast). */
export const t: TTranslate = (key, vars) => state.t(key, vars);

/** For useTranslation(): the state object changes identity on every switch. */
export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function languageState(): TState {
  return state;
}

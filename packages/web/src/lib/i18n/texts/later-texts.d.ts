/**
 * A locale file imported as '<file>.json?later&lang.json' (texts/later.*.ts): Vite reads it as the
 * same JSON under another module id, so its blocks can go to another chunk than the first screens'.
 * Typed loosely here; t()'s keys stay checked against en.json itself (translation-keys.ts).
 */
declare module '*.json?later&lang.json' {
  type TTexts = { readonly [key: string]: string | TTexts };
  export const admin: TTexts;
  export const auth: TTexts;
  export const demo: TTexts;
  export const validation: TTexts;
}

/** A locale file imported as '<file>.json?guest&lang.json' (texts/guest.*.ts); see above. */
declare module '*.json?guest&lang.json' {
  type TTexts = { readonly [key: string]: string | TTexts };
  export const guest: TTexts;
}

import type { TMessages, TTranslate, TTranslationVars } from './translation-keys.ts';

function lookup(messages: TMessages | undefined, key: string): string | undefined {
  let node: string | TMessages | undefined = messages;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Replaces {{name}} with vars.name; a placeholder without a value stays visible, so it gets noticed. */
export function interpolate(text: string, vars: TTranslationVars | undefined): string {
  if (!vars) return text;
  return text.replace(/{{\s*(\w+)\s*}}/g, (placeholder, name: string) =>
    name in vars ? String(vars[name]) : placeholder,
  );
}

/**
 * A t() for one language: the text of `key` in `messages`, else in `fallback` (English), else the
 * key itself. With a numeric `count` it prefers the plural form the language's rules pick
 * ('_one', '_other', …), as i18next does, then '_other', then the plain key.
 */
export function createTranslate(language: string, messages: TMessages, fallback: TMessages): TTranslate {
  const plural = new Intl.PluralRules(language);
  const text = (key: string) => lookup(messages, key) ?? lookup(fallback, key);
  return (key, vars) => {
    const count = vars?.count;
    const found =
      (typeof count === 'number'
        ? (text(`${key}_${plural.select(count)}`) ?? text(`${key}_other`))
        : undefined) ?? text(key);
    return found === undefined ? key : interpolate(found, vars);
  };
}

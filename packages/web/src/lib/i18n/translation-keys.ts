import type en from '../../locales/en.json';

/** A nested message tree as the locale files hold it. */
export type TMessages = { readonly [key: string]: string | TMessages };

/** 'a.b.c' for every text in a message tree. */
type TKeyPaths<TTree, TPrefix extends string = ''> = {
  [K in keyof TTree & string]: TTree[K] extends string
    ? `${TPrefix}${K}`
    : TKeyPaths<TTree[K], `${TPrefix}${K}.`>;
}[keyof TTree & string];

/** The CLDR plural categories a key may end in ('results_one', 'results_other'). */
type TPluralSuffix = `_${Intl.LDMLPluralRule}`;

/** 'customer.menu.results' for 'customer.menu.results_one' and '_other': called with { count }. */
type TPluralBase<TKey extends string> = TKey extends `${infer TBase}${TPluralSuffix}` ? TBase : never;

type TEnglishKey = TKeyPaths<typeof en>;

/** Every key t() accepts, checked against en.json, so a missing or misspelt key fails the type check. */
export type TTranslationKey = TEnglishKey | TPluralBase<TEnglishKey>;

/** Values for the {{name}} placeholders; `count` also picks the plural form. */
export type TTranslationVars = Readonly<Record<string, string | number>>;

export type TTranslate = (key: TTranslationKey, vars?: TTranslationVars) => string;

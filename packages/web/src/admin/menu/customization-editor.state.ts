import type { TCustomizationType } from '@tableside/shared/constants';
import { MENU_LIMITS } from '@tableside/shared/menu-fields.schemas';

/**
 * The item editor's customizations as the form holds them (spec admin 3 Customization and Option),
 * with the rules that keep them consistent. Each entry has a `key` that lives as long as the form,
 * so `enabled_by` can point at an option that has no id yet.
 */
export type TOptionDraft = {
  key: string;
  id?: number | undefined;
  name: string;
  description: string;
  /** As typed: a currency amount, or a percent of the item's price when `percent` is on. */
  value_added: string;
  percent: boolean;
  default_option: boolean;
};

export type TCustomizationDraft = {
  key: string;
  id?: number | undefined;
  name: string;
  description: string;
  type: TCustomizationType;
  ui_type: 'DROPDOWN' | 'CARDS';
  required: boolean;
  /** The key of another customization's option that must be chosen first, or null. */
  enabled_by: string | null;
  options: TOptionDraft[];
};

let counter = 0;
/** Keys unique within a page session; never sent to the server. */
export function draftKey(prefix: string): string {
  counter += 1;
  return `${prefix}-${counter}`;
}

export function newOption(name = ''): TOptionDraft {
  return {
    key: draftKey('o'),
    name,
    description: '',
    value_added: '0',
    percent: false,
    default_option: false,
  };
}

export function newCustomization(): TCustomizationDraft {
  return {
    key: draftKey('c'),
    name: '',
    description: '',
    type: 'SELECT',
    ui_type: 'DROPDOWN',
    required: false,
    enabled_by: null,
    options: [newOption()],
  };
}

/** TEXT asks for free text; the other types choose among options. */
export function hasOptions(type: TCustomizationType): boolean {
  return type !== 'TEXT';
}

/** Only a SELECT is a single choice, so only there does one default replace another. */
export function isSingleChoice(type: TCustomizationType): boolean {
  return type === 'SELECT';
}

export type TCustomizationAction =
  | { kind: 'add' }
  | { kind: 'remove'; key: string }
  | { kind: 'move'; key: string; by: -1 | 1 }
  | { kind: 'update'; key: string; patch: Partial<Omit<TCustomizationDraft, 'key' | 'options'>> }
  | { kind: 'addOption'; key: string }
  | { kind: 'removeOption'; key: string; optionKey: string }
  | { kind: 'moveOption'; key: string; optionKey: string; by: -1 | 1 }
  | { kind: 'updateOption'; key: string; optionKey: string; patch: Partial<Omit<TOptionDraft, 'key'>> };

function moveBy<T>(list: T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (index < 0 || target < 0 || target >= list.length) return list;
  const next = [...list];
  const [moved] = next.splice(index, 1);
  if (moved !== undefined) next.splice(target, 0, moved);
  return next;
}

/** Drops `enabled_by` links to options that no longer exist. */
function withoutDanglingLinks(list: TCustomizationDraft[]): TCustomizationDraft[] {
  const optionKeys = new Set(list.flatMap((c) => c.options.map((o) => o.key)));
  return list.map((c) =>
    c.enabled_by !== null && !optionKeys.has(c.enabled_by) ? { ...c, enabled_by: null } : c,
  );
}

function updateOne(
  list: TCustomizationDraft[],
  key: string,
  change: (customization: TCustomizationDraft) => TCustomizationDraft,
): TCustomizationDraft[] {
  return list.map((c) => (c.key === key ? change(c) : c));
}

function applyType(customization: TCustomizationDraft): TCustomizationDraft {
  if (!hasOptions(customization.type)) return { ...customization, ui_type: 'DROPDOWN', options: [] };
  const options = customization.options.length > 0 ? customization.options : [newOption()];
  if (!isSingleChoice(customization.type)) return { ...customization, options };
  // A SELECT keeps at most its first default.
  let seen = false;
  return {
    ...customization,
    options: options.map((option) => {
      const keep = option.default_option && !seen;
      if (option.default_option) seen = true;
      return keep === option.default_option ? option : { ...option, default_option: keep };
    }),
  };
}

export function customizationsReducer(
  list: TCustomizationDraft[],
  action: TCustomizationAction,
): TCustomizationDraft[] {
  switch (action.kind) {
    case 'add':
      return [...list, newCustomization()];
    case 'remove':
      return withoutDanglingLinks(list.filter((c) => c.key !== action.key));
    case 'move':
      return moveBy(
        list,
        list.findIndex((c) => c.key === action.key),
        action.by,
      );
    case 'update':
      return withoutDanglingLinks(
        updateOne(list, action.key, (c) => {
          const next = { ...c, ...action.patch };
          // A customization cannot be switched on by one of its own options.
          if (next.options.some((o) => o.key === next.enabled_by)) next.enabled_by = null;
          return action.patch.type ? applyType(next) : next;
        }),
      );
    case 'addOption':
      return updateOne(list, action.key, (c) => ({ ...c, options: [...c.options, newOption()] }));
    case 'removeOption':
      return withoutDanglingLinks(
        updateOne(list, action.key, (c) => ({
          ...c,
          options: c.options.filter((o) => o.key !== action.optionKey),
        })),
      );
    case 'moveOption':
      return updateOne(list, action.key, (c) => ({
        ...c,
        options: moveBy(
          c.options,
          c.options.findIndex((o) => o.key === action.optionKey),
          action.by,
        ),
      }));
    case 'updateOption':
      return updateOne(list, action.key, (c) => ({
        ...c,
        options: c.options.map((o) => {
          if (o.key === action.optionKey) return { ...o, ...action.patch };
          // Choosing a default in a SELECT unsets the other one.
          if (action.patch.default_option && isSingleChoice(c.type)) return { ...o, default_option: false };
          return o;
        }),
      }));
  }
}

/** Options of the other customizations that may switch this one on, labelled 'Size: Large'. */
export function enablerChoices(list: TCustomizationDraft[], key: string): { key: string; label: string }[] {
  return list
    .filter((c) => c.key !== key && hasOptions(c.type))
    .flatMap((c) => c.options.map((o) => ({ key: o.key, label: `${c.name || '…'}: ${o.name || '…'}` })));
}

export type TCustomizationProblem =
  | 'nameRequired'
  | 'optionsRequired'
  | 'optionNameRequired'
  | 'surchargeInvalid'
  | 'percentTooHigh'
  | 'enablerCycle';

/** A surcharge as typed ('1,50' works too) in units, or NaN when it is not a number. */
export function parseAmount(text: string): number {
  const normalised = text.trim().replace(',', '.');
  if (normalised === '') return 0;
  return /^-?\d+(\.\d{1,2})?$/.test(normalised) ? Number(normalised) : Number.NaN;
}

/** Finds a chain of enabled_by links that comes back to where it started. */
function inCycle(list: TCustomizationDraft[], start: TCustomizationDraft): boolean {
  const ownerOf = new Map(list.flatMap((c) => c.options.map((o) => [o.key, c] as const)));
  const seen = new Set<string>();
  let current: TCustomizationDraft | undefined = start;
  while (current?.enabled_by) {
    if (seen.has(current.key)) return true;
    seen.add(current.key);
    current = ownerOf.get(current.enabled_by);
    if (current?.key === start.key) return true;
  }
  return false;
}

/**
 * Problems keyed by the draft's path ('c-1.name', 'c-1.options', 'c-1.o-2.value_added'), as the
 * server's schema would refuse them, so the editor shows them before saving.
 */
export function customizationProblems(list: TCustomizationDraft[]): Record<string, TCustomizationProblem> {
  const problems: Record<string, TCustomizationProblem> = {};
  for (const c of list) {
    if (c.name.trim() === '') problems[`${c.key}.name`] = 'nameRequired';
    if (hasOptions(c.type) && c.options.length === 0) problems[`${c.key}.options`] = 'optionsRequired';
    if (inCycle(list, c)) problems[`${c.key}.enabled_by`] = 'enablerCycle';
    for (const o of c.options) {
      if (o.name.trim() === '') problems[`${c.key}.${o.key}.name`] = 'optionNameRequired';
      const amount = parseAmount(o.value_added);
      if (Number.isNaN(amount) || amount < 0 || amount > MENU_LIMITS.maxPrice) {
        problems[`${c.key}.${o.key}.value_added`] = 'surchargeInvalid';
      } else if (o.percent && amount > MENU_LIMITS.maxPercent) {
        problems[`${c.key}.${o.key}.value_added`] = 'percentTooHigh';
      }
    }
  }
  return problems;
}

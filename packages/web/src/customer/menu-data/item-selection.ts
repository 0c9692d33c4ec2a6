import { ORDER_LIMITS } from '@tableside/shared/order-limits';
import type { TPublicMenuCustomization, TPublicMenuItem } from '@tableside/shared/public-menu.schemas';

/**
 * The guest's choices in the item dialog, keyed by customization id: the chosen option ids, or the
 * words typed into a TEXT customization. The rules mirror the server's resolveCustomizations
 * (packages/api/src/orders/order-customizations.ts), so what the dialog accepts the order accepts.
 */
export type TCustomizationAnswer = { optionIds: readonly number[]; text?: string };
export type TItemSelection = Readonly<Record<number, TCustomizationAnswer>>;

/** spec admin 3: type is SELECT by default, so anything but the multi-choice types takes one option. */
export function isSingleChoice(customization: Pick<TPublicMenuCustomization, 'type'>): boolean {
  return customization.type === 'SELECT';
}

export function sortedCustomizations(item: TPublicMenuItem): TPublicMenuCustomization[] {
  return [...item.customizations]
    .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id)
    .map((c) => ({
      ...c,
      options: [...c.options].sort((a, b) => a.sort_order - b.sort_order || a.id - b.id),
    }));
}

/** Default options preselected (one for a SELECT), as the server assumes for an unanswered customization. */
export function defaultSelection(item: TPublicMenuItem): TItemSelection {
  const selection: Record<number, TCustomizationAnswer> = {};
  for (const customization of sortedCustomizations(item)) {
    if (customization.type === 'TEXT') continue;
    const defaults = customization.options.filter((option) => option.default_option).map((o) => o.id);
    selection[customization.id] = {
      optionIds: isSingleChoice(customization) ? defaults.slice(0, 1) : defaults,
    };
  }
  return pruneHidden(item, selection);
}

/**
 * The customizations offered with this selection: one with enabled_by_id only while that option is
 * chosen by an offered customization. Hiding one may hide another that depends on it, hence the loop.
 */
export function visibleCustomizations(
  item: TPublicMenuItem,
  selection: TItemSelection,
): TPublicMenuCustomization[] {
  const all = sortedCustomizations(item);
  let visible = all;
  for (let changed = true; changed; ) {
    const chosen = new Set(visible.flatMap((c) => selection[c.id]?.optionIds ?? []));
    const next = visible.filter((c) => c.enabled_by_id === null || chosen.has(c.enabled_by_id));
    changed = next.length !== visible.length;
    visible = next;
  }
  return visible;
}

/** Drops the answers of hidden customizations (the server rejects them, and they must not cost). */
export function pruneHidden(item: TPublicMenuItem, selection: TItemSelection): TItemSelection {
  const visibleIds = new Set(visibleCustomizations(item, selection).map((c) => c.id));
  return Object.fromEntries(Object.entries(selection).filter(([id]) => visibleIds.has(Number(id))));
}

/** Ticks or picks an option: a SELECT replaces its choice, the multi-choice types toggle it. */
export function toggleOption(
  item: TPublicMenuItem,
  selection: TItemSelection,
  customization: TPublicMenuCustomization,
  optionId: number,
): TItemSelection {
  const current = selection[customization.id]?.optionIds ?? [];
  const optionIds = isSingleChoice(customization)
    ? [optionId]
    : current.includes(optionId)
      ? current.filter((id) => id !== optionId)
      : [...current, optionId];
  return pruneHidden(item, { ...selection, [customization.id]: { optionIds } });
}

export function setText(
  selection: TItemSelection,
  customization: TPublicMenuCustomization,
  text: string,
): TItemSelection {
  return {
    ...selection,
    [customization.id]: { optionIds: [], text: text.slice(0, ORDER_LIMITS.textAnswer) },
  };
}

function isAnswered(answer: TCustomizationAnswer | undefined): boolean {
  return Boolean(answer && (answer.optionIds.length > 0 || (answer.text ?? '').trim() !== ''));
}

/** Required customizations that are offered but unanswered; the dialog names them and will not add. */
export function missingRequired(
  item: TPublicMenuItem,
  selection: TItemSelection,
): TPublicMenuCustomization[] {
  return visibleCustomizations(item, selection).filter((c) => c.required && !isAnswered(selection[c.id]));
}

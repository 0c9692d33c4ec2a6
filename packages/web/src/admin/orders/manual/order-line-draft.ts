import { fromCents, lineTotalCents, sumAmounts, toCents, unitPriceCents } from '@tableside/shared/money';
import type { TPublicMenuCustomization, TPublicMenuItem } from '@tableside/shared/public-menu.schemas';
import type { TCreateStaffOrderBody, TStaffOrderLineBody } from '../orders.api.ts';

/**
 * A line staff are putting together for a manual order or for add-items: the item, how many, the
 * chosen options per customization (a TEXT one holds words instead) and the instructions. The
 * server prices it again and checks every choice (order-customizations.ts); what is computed here
 * only shows staff the price while they pick.
 */
export type TLineDraft = {
  item: TPublicMenuItem;
  quantity: number;
  /** Chosen option ids by customization id. */
  options: Record<number, number[]>;
  /** Words for TEXT customizations, by customization id. */
  texts: Record<number, string>;
  instructions: string;
};

/** spec customer 5's reason text (packages/shared/src/availability.ts) for a closed restaurant. */
const OUTSIDE_SERVICE_HOURS = 'Currently outside service hours';

/**
 * Whether staff may ring the item up now. Unlike guests they may order outside the service hours
 * (the last round after closing; the API prices staff orders without them), so only the item's own
 * reasons count. The service-hours check comes before the item's schedules, so a schedule may still
 * refuse such an item; the API then says so per line.
 */
export function staffCanOrder(item: Pick<TPublicMenuItem, 'available' | 'unavailable_reason'>): boolean {
  return item.available || item.unavailable_reason === OUTSIDE_SERVICE_HOURS;
}

/** A fresh draft with the menu's default options chosen, as the guest's menu preselects them. */
export function newLineDraft(item: TPublicMenuItem): TLineDraft {
  const options: Record<number, number[]> = {};
  for (const customization of item.customizations) {
    if (customization.type === 'TEXT') continue;
    const defaults = customization.options.filter((option) => option.default_option).map((o) => o.id);
    options[customization.id] = isSingleChoice(customization) ? defaults.slice(0, 1) : defaults;
  }
  return { item, quantity: 1, options, texts: {}, instructions: '' };
}

/** SELECT takes one option (an unknown type behaves like SELECT, spec admin 3); the rest any number. */
export function isSingleChoice(customization: Pick<TPublicMenuCustomization, 'type'>): boolean {
  return (
    customization.type !== 'MULTISELECT' && customization.type !== 'CHECKBOX' && customization.type !== 'TEXT'
  );
}

/**
 * The customizations on offer with the current choices, in menu order: one with enabled_by_id only
 * while that option is chosen, repeated until nothing changes (withdrawing one may hide another).
 */
export function offeredCustomizations(draft: TLineDraft): TPublicMenuCustomization[] {
  const all = [...draft.item.customizations].sort((a, b) => a.sort_order - b.sort_order);
  let offered = all;
  for (;;) {
    const chosen = new Set(offered.flatMap((c) => draft.options[c.id] ?? []));
    const next = offered.filter((c) => c.enabled_by_id === null || chosen.has(c.enabled_by_id));
    if (next.length === offered.length) return next;
    offered = next;
  }
}

/** Names of required customizations still unanswered; the line cannot be added while any is. */
export function missingRequired(draft: TLineDraft): string[] {
  return offeredCustomizations(draft)
    .filter((c) => c.required)
    .filter((c) =>
      c.type === 'TEXT' ? !draft.texts[c.id]?.trim() : (draft.options[c.id] ?? []).length === 0,
    )
    .map((c) => c.name);
}

/** The unit price with the chosen surcharges (shared money rules, as the server computes it). */
export function draftUnitPrice(draft: TLineDraft): number {
  const surcharges = offeredCustomizations(draft).flatMap((customization) =>
    customization.options
      .filter((option) => (draft.options[customization.id] ?? []).includes(option.id))
      .map((option) => ({
        valueAdded: option.percent ? Math.round(option.value_added * 100) : toCents(option.value_added),
        percent: option.percent,
      })),
  );
  return fromCents(unitPriceCents(toCents(draft.item.price), surcharges));
}

/** A picked line's unit price times its quantity (shared money rule), as the server will price it. */
export function draftLineAmount(draft: TLineDraft): number {
  return fromCents(lineTotalCents(toCents(draftUnitPrice(draft)), draft.quantity));
}

/** The picked lines' amounts added in cents. */
export function draftSubtotal(drafts: readonly TLineDraft[]): number {
  return sumAmounts(drafts.map(draftLineAmount));
}

/** The chosen options' names, for the line's summary: 'Large, Oat milk'. */
export function draftChoiceNames(draft: TLineDraft): string[] {
  return offeredCustomizations(draft).flatMap((customization) =>
    customization.type === 'TEXT'
      ? draft.texts[customization.id]?.trim() || []
      : customization.options
          .filter((option) => (draft.options[customization.id] ?? []).includes(option.id))
          .map((option) => option.name),
  );
}

/**
 * The line as the API takes it. Every offered customization is sent, also an empty one: the server
 * fills in defaults only for customizations a line does not mention, and staff may have cleared one.
 */
export function toOrderLine(draft: TLineDraft): TStaffOrderLineBody {
  const instructions = draft.instructions.trim();
  return {
    menuItemId: draft.item.id,
    quantity: draft.quantity,
    special_instructions: instructions || null,
    customizations: offeredCustomizations(draft).map((customization) =>
      customization.type === 'TEXT'
        ? {
            customizationId: customization.id,
            selectedOptions: [],
            text: draft.texts[customization.id]?.trim() ?? '',
          }
        : {
            customizationId: customization.id,
            selectedOptions: (draft.options[customization.id] ?? []).map((optionId) => ({ optionId })),
          },
    ),
  };
}

/** POST /customer-orders (spec admin 7): a manual order, with a table or without one. */
export function toManualOrder(input: {
  benchId: number | null;
  notes: string;
  lines: readonly TLineDraft[];
}): TCreateStaffOrderBody {
  const notes = input.notes.trim();
  return { bench_id: input.benchId, notes: notes || null, items: input.lines.map(toOrderLine) };
}

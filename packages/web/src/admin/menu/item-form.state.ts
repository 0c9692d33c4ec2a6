import type { TAvailabilitySchedule } from '@tableside/shared/availability.schemas';
import { MENU_LIMITS } from '@tableside/shared/menu-fields.schemas';
import type { TCreateMenuItemFull, TMenuItemFull } from '@tableside/shared/menu-items.schemas';
import { scheduleProblems } from './availability-editor.state.ts';
import {
  customizationProblems,
  draftKey,
  hasOptions,
  parseAmount,
  type TCustomizationDraft,
  type TCustomizationProblem,
} from './customization-editor.state.ts';

/** The item editor's fields as typed (numbers stay text until saved, so '4,5' can be typed). */
export type TItemDraft = {
  category_id: number;
  name: string;
  description: string;
  notes: string;
  ingredients: string;
  price: string;
  tax_id: number | null;
  preparation_time: string;
  is_available: boolean;
  is_visible: boolean;
  tag_ids: number[];
  time_availability: TAvailabilitySchedule | null;
};

export function emptyItem(categoryId: number): TItemDraft {
  return {
    category_id: categoryId,
    name: '',
    description: '',
    notes: '',
    ingredients: '',
    price: '',
    tax_id: null,
    preparation_time: '',
    is_available: true,
    is_visible: true,
    tag_ids: [],
    time_availability: null,
  };
}

const amountText = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));

/** A stored item (GET /menu-items/full) as the editor holds it, option links turned into keys. */
export function draftFromItem(item: TMenuItemFull): {
  item: TItemDraft;
  customizations: TCustomizationDraft[];
} {
  const keyOfOption = new Map<number, string>();
  const customizations = item.customizations.map((c) => ({
    key: draftKey('c'),
    id: c.id,
    name: c.name,
    description: c.description ?? '',
    type: c.type,
    ui_type: c.ui_type,
    required: c.required,
    enabled_by: c.enabled_by_id === null ? null : String(c.enabled_by_id),
    options: c.options.map((o) => {
      const key = draftKey('o');
      keyOfOption.set(o.id, key);
      return {
        key,
        id: o.id,
        name: o.name,
        description: o.description ?? '',
        value_added: amountText(o.value_added),
        percent: o.percent,
        default_option: o.default_option,
      };
    }),
  }));
  for (const c of customizations) {
    if (c.enabled_by !== null) c.enabled_by = keyOfOption.get(Number(c.enabled_by)) ?? null;
  }
  return {
    item: {
      category_id: item.category_id,
      name: item.name,
      description: item.description ?? '',
      notes: item.notes ?? '',
      ingredients: item.ingredients ?? '',
      price: amountText(item.basic_price),
      tax_id: item.tax_id,
      preparation_time: item.preparation_time === null ? '' : String(item.preparation_time),
      is_available: item.is_available,
      is_visible: item.is_visible,
      tag_ids: item.tags.map((tag) => tag.id),
      time_availability: item.time_availability,
    },
    customizations,
  };
}

/** The body of POST /menu-items/full and PUT /menu-items/{id}/full (customizations in order). */
export function toFullPayload(item: TItemDraft, customizations: TCustomizationDraft[]) {
  const minutes = item.preparation_time.trim();
  const payload = {
    category_id: item.category_id,
    name: item.name.trim(),
    description: item.description.trim() || null,
    notes: item.notes.trim() || null,
    ingredients: item.ingredients.trim() || null,
    basic_price: parseAmount(item.price),
    default_price: parseAmount(item.price),
    tax_id: item.tax_id,
    preparation_time: minutes === '' ? null : Number(minutes),
    is_available: item.is_available,
    is_visible: item.is_visible,
    tag_ids: item.tag_ids,
    time_availability: item.time_availability,
    customizations: customizations.map((c) => ({
      id: c.id,
      name: c.name.trim(),
      description: c.description.trim() || null,
      type: c.type,
      ui_type: c.ui_type,
      required: c.required,
      enabled_by_key: c.enabled_by,
      options: hasOptions(c.type)
        ? c.options.map((o) => ({
            id: o.id,
            key: o.key,
            name: o.name.trim(),
            description: o.description.trim() || null,
            value_added: parseAmount(o.value_added),
            percent: o.percent,
            default_option: o.default_option,
          }))
        : [],
    })),
  } satisfies TCreateMenuItemFull;
  return payload;
}

export type TItemField = 'name' | 'price' | 'preparation_time' | 'time_availability' | 'category_id';
export type TItemProblem =
  | 'nameRequired'
  | 'priceInvalid'
  | 'minutesInvalid'
  | 'fixSchedule'
  | TCustomizationProblem;

/** The rules of ZCreateMenuItemFull, checked before sending; keys as the editor shows them. */
export function itemProblems(
  item: TItemDraft,
  customizations: TCustomizationDraft[],
): Record<string, TItemProblem> {
  const problems: Record<string, TItemProblem> = { ...customizationProblems(customizations) };
  if (item.name.trim() === '') problems.name = 'nameRequired';
  const price = parseAmount(item.price);
  if (item.price.trim() === '' || Number.isNaN(price) || price < 0 || price > MENU_LIMITS.maxPrice) {
    problems.price = 'priceInvalid';
  }
  const minutes = item.preparation_time.trim();
  if (minutes !== '' && (!/^\d+$/.test(minutes) || Number(minutes) > MENU_LIMITS.maxPreparationTime)) {
    problems.preparation_time = 'minutesInvalid';
  }
  if (Object.keys(scheduleProblems(item.time_availability)).length > 0)
    problems.time_availability = 'fixSchedule';
  return problems;
}

/**
 * The server's field errors ('basic_price', 'customizations.0.options.1.value_added') under the
 * editor's keys ('price', 'c-3.o-7.value_added'), so they show under the field they belong to.
 */
export function mapServerErrors(
  errors: Record<string, string[]>,
  customizations: TCustomizationDraft[],
): Record<string, string> {
  const mapped: Record<string, string> = {};
  const put = (key: string, messages: string[]) => {
    mapped[key] = [mapped[key], ...messages].filter(Boolean).join(' ');
  };
  for (const [path, messages] of Object.entries(errors)) {
    const custom = /^customizations\.(\d+)(?:\.options\.(\d+))?(?:\.(\w+))?/.exec(path);
    if (custom) {
      const c = customizations[Number(custom[1])];
      const o = custom[2] === undefined ? undefined : c?.options[Number(custom[2])];
      const field = custom[3] ?? 'name';
      if (c && o) put(`${c.key}.${o.key}.${field === 'options' ? 'name' : field}`, messages);
      else if (c)
        put(
          `${c.key}.${field === 'enabled_by_key' || field === 'enabled_by_id' ? 'enabled_by' : field}`,
          messages,
        );
      else put('form', messages);
      continue;
    }
    const field = path.split('.')[0] ?? '';
    const known: Record<string, string> = {
      name: 'name',
      basic_price: 'price',
      default_price: 'price',
      preparation_time: 'preparation_time',
      time_availability: 'time_availability',
      category_id: 'category_id',
      description: 'description',
      notes: 'notes',
      ingredients: 'ingredients',
      tax_id: 'tax_id',
      tag_ids: 'tag_ids',
    };
    put(known[field] ?? 'form', messages);
  }
  return mapped;
}

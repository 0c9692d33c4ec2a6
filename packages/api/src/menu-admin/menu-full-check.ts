import { AppError, type TFieldErrors } from '@tableside/shared/errors';
import type { TFullCustomization } from '@tableside/shared/menu-customizations.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { customizationRowsOfItems, optionRowsOfCustomizations } from './menu-customizations.repository.ts';

type TDb = Kysely<Database>;

/** The customizations and options an item has now: customization id → its option ids. */
export type TExisting = Map<number, Set<number>>;

export async function existingOf(db: TDb, itemId: number): Promise<TExisting> {
  const customizations = await customizationRowsOfItems(db, [itemId]);
  const options = await optionRowsOfCustomizations(
    db,
    customizations.map((row) => row.id),
  );
  return new Map(
    customizations.map((row) => [
      row.id,
      new Set(options.filter((o) => o.menu_item_customization_id === row.id).map((o) => o.id)),
    ]),
  );
}

/**
 * Checks a full payload against the item's present customizations before anything is written:
 * ids belong to this item, keys are unique, enabled_by names an option of another customization
 * of the same payload (and never leads round in a circle), a single choice has one default.
 */
export function checkCustomizations(
  customizations: readonly TFullCustomization[],
  existing: TExisting,
): void {
  const errors: TFieldErrors = {};
  const fail = (path: string, message: string) => {
    errors[path] ??= [];
    errors[path].push(message);
  };
  const ownerOfOptionId = new Map<number, number>();
  const ownerOfKey = new Map<string, number>();
  const seenCustomizations = new Set<number>();
  customizations.forEach((customization, index) => {
    const at = `customizations.${index}`;
    if (customization.id !== undefined) {
      if (!existing.has(customization.id))
        fail(`${at}.id`, `Customization ${customization.id} does not belong to this item`);
      else if (seenCustomizations.has(customization.id))
        fail(`${at}.id`, `Customization ${customization.id} is listed twice`);
      seenCustomizations.add(customization.id);
    }
    const ownOptions = customization.id === undefined ? undefined : existing.get(customization.id);
    customization.options.forEach((option, optionIndex) => {
      const optionAt = `${at}.options.${optionIndex}`;
      if (option.id !== undefined) {
        if (!ownOptions?.has(option.id))
          fail(`${optionAt}.id`, `Option ${option.id} does not belong to this customization`);
        else if (ownerOfOptionId.has(option.id))
          fail(`${optionAt}.id`, `Option ${option.id} is listed twice`);
        ownerOfOptionId.set(option.id, index);
      }
      if (option.key !== undefined) {
        if (ownerOfKey.has(option.key)) fail(`${optionAt}.key`, `The key '${option.key}' is used twice`);
        ownerOfKey.set(option.key, index);
      }
    });
    const defaults = customization.options.filter((option) => option.default_option).length;
    if (customization.type === 'SELECT' && defaults > 1) {
      fail(`${at}.options`, 'A single-choice customization has at most one default option');
    }
  });

  const enabler = customizations.map((customization, index): number | null => {
    const at = `customizations.${index}`;
    let owner: number | undefined;
    if (customization.enabled_by_key != null) {
      owner = ownerOfKey.get(customization.enabled_by_key);
      if (owner === undefined)
        fail(`${at}.enabled_by_key`, `No option has the key '${customization.enabled_by_key}'`);
    } else if (customization.enabled_by_id != null) {
      owner = ownerOfOptionId.get(customization.enabled_by_id);
      if (owner === undefined) {
        fail(`${at}.enabled_by_id`, `Option ${customization.enabled_by_id} is not an option of this item`);
      }
    }
    if (owner === index) fail(`${at}.enabled_by_id`, 'A customization cannot be enabled by its own option');
    return owner === undefined || owner === index ? null : owner;
  });
  enabler.forEach((_, start) => {
    let current: number | null = start;
    for (let steps = 0; current !== null && steps <= enabler.length; steps++) {
      current = enabler[current] ?? null;
      if (current === start) {
        fail(`customizations.${start}.enabled_by_id`, 'Customizations cannot enable each other in a circle');
        break;
      }
    }
  });
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
}

import type { TFieldErrors } from '@tableside/shared/errors';
import type { TCustomizationChoice } from '@tableside/shared/orders.schemas';
import type { TMenuCustomization } from './order-menu.repository.ts';

/** A chosen customization as the order keeps it (spec customer 3 "Order item detail"). */
export type TDetailDraft = {
  customization_id: number;
  option_id: number | null;
  /** The customization's name, e.g. Size. */
  name: string;
  /** The option's name, e.g. Large, or the guest's words for a TEXT customization. */
  value: string;
  /** Cents, or hundredths of a percent when percent = 1. */
  value_added: number;
  percent: number;
  type: string;
  sort_order: number;
};

type TAnswer = { index: number | null; optionIds: number[]; text: string };

/**
 * Checks a line's choices against its menu item and turns them into detail rows. Rules (admin 3
 * "Customization"; where the spec is silent, decided here):
 * - SELECT takes at most one option; MULTISELECT and CHECKBOX any of theirs (a CHECKBOX option is a
 *   tick box, and the sample Add-on offers two); TEXT takes only `text`.
 * - A customization the guest did not mention gets its default option(s), as the menu screen
 *   preselects them; one sent with no options is an explicit "none" and gets no defaults.
 * - A customization with enabled_by_id is offered only while that option is chosen: answering it
 *   otherwise is an error, and its defaults and `required` do not apply.
 * - A required customization that is offered must end up answered.
 * Error keys are relative to the line ('customizations.2', or 'customizations' for a missing answer).
 */
export function resolveCustomizations(
  offered: readonly TMenuCustomization[],
  choices: readonly TCustomizationChoice[],
): { details: TDetailDraft[]; errors: TFieldErrors } {
  const errors: TFieldErrors = {};
  const fail = (key: string, message: string) => {
    errors[key] ??= [];
    errors[key].push(message);
  };
  const answers = readAnswers(offered, choices, fail);

  for (const customization of offered) {
    if (answers.has(customization.id) || customization.type === 'TEXT') continue;
    const defaults = customization.options.filter((option) => option.default_option === 1);
    const picked = isSingleChoice(customization.type) ? defaults.slice(0, 1) : defaults;
    if (picked.length > 0)
      answers.set(customization.id, { index: null, optionIds: picked.map((o) => o.id), text: '' });
  }

  // Withdrawing one customization may switch off another that depends on it, hence the loop.
  const offeredNow = new Set(offered.map((c) => c.id));
  for (let changed = true; changed; ) {
    changed = false;
    const chosen = new Set([...answers.values()].flatMap((answer) => answer.optionIds));
    for (const customization of offered) {
      const enabler = customization.enabled_by_id;
      if (enabler === null || chosen.has(enabler) || !offeredNow.has(customization.id)) continue;
      offeredNow.delete(customization.id);
      const answer = answers.get(customization.id);
      if (answer && answer.index !== null && isAnswered(answer)) {
        fail(
          `customizations.${answer.index}`,
          `${customization.name} is not available with the options chosen`,
        );
      }
      if (answers.delete(customization.id)) changed = true;
    }
  }

  for (const customization of offered) {
    const answer = answers.get(customization.id);
    if (customization.required === 1 && offeredNow.has(customization.id) && !(answer && isAnswered(answer))) {
      fail('customizations', `${customization.name} is required`);
    }
  }
  return { details: toDetails(offered, answers), errors };
}

function readAnswers(
  offered: readonly TMenuCustomization[],
  choices: readonly TCustomizationChoice[],
  fail: (key: string, message: string) => void,
): Map<number, TAnswer> {
  const answers = new Map<number, TAnswer>();
  for (const [index, choice] of choices.entries()) {
    const customization = offered.find((c) => c.id === choice.customizationId);
    const optionIds = choice.selectedOptions.map((option) => option.optionId);
    const problem = customization
      ? choiceProblem(customization, optionIds, answers.has(customization.id))
      : 'This choice is not offered for this item';
    if (problem || !customization) {
      fail(`customizations.${index}`, problem ?? '');
      continue;
    }
    const text = customization.type === 'TEXT' ? choice.text : '';
    answers.set(customization.id, { index, optionIds, text });
  }
  return answers;
}

function choiceProblem(
  customization: TMenuCustomization,
  optionIds: readonly number[],
  alreadyAnswered: boolean,
): string | null {
  const { name, type, options } = customization;
  if (alreadyAnswered) return `${name} is answered more than once`;
  if (new Set(optionIds).size !== optionIds.length) return 'An option is chosen more than once';
  if (type === 'TEXT' && optionIds.length > 0) return `${name} takes text, not options`;
  if (optionIds.some((id) => !options.some((option) => option.id === id))) {
    return `Unknown option for ${name}`;
  }
  if (isSingleChoice(type) && optionIds.length > 1) return `Choose one option for ${name}`;
  return null;
}

/** spec admin 3: type is SELECT by default, so an unknown type behaves like SELECT. */
function isSingleChoice(type: string): boolean {
  return type !== 'MULTISELECT' && type !== 'CHECKBOX' && type !== 'TEXT';
}

function isAnswered(answer: TAnswer): boolean {
  return answer.optionIds.length > 0 || answer.text !== '';
}

/** Details in the menu's order: customizations by sort order, their options by theirs. */
function toDetails(offered: readonly TMenuCustomization[], answers: Map<number, TAnswer>): TDetailDraft[] {
  return offered.flatMap((customization): TDetailDraft[] => {
    const answer = answers.get(customization.id);
    if (!answer) return [];
    const base = {
      customization_id: customization.id,
      name: customization.name,
      type: customization.type,
      sort_order: customization.sort_order,
    };
    if (customization.type === 'TEXT') {
      return answer.text === ''
        ? []
        : [{ ...base, option_id: null, value: answer.text, value_added: 0, percent: 0 }];
    }
    return customization.options
      .filter((option) => answer.optionIds.includes(option.id))
      .map((option) => ({
        ...base,
        option_id: option.id,
        value: option.name,
        value_added: option.value_added,
        percent: option.percent,
      }));
  });
}

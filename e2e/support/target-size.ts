import type { Locator, Page } from '@playwright/test';

/** WCAG 2.2 target size (minimum, 2.5.8) and the 44 px this project asks of a phone screen's main action. */
export const MIN_TARGET = 24;
export const MAIN_ACTION = 44;

/**
 * Every control a finger uses inside `scope` that is smaller than `min` px either way, as
 * "name 20×20". Links inside running text are exempt (WCAG 2.5.8's inline exception); a control in
 * a label, or one whose `::after` stretches over its card, is measured by that label or card.
 */
export async function smallTargets(page: Page, scope: string, min = MIN_TARGET): Promise<string[]> {
  return page.evaluate(
    ([selector, least]) => {
      // The box a tap lands in: the wrapping label, or the card a stretched `::after` covers.
      const targetOf = (control: HTMLElement): Element | null => {
        const label = control.closest('label');
        if (label) return label;
        const after = getComputedStyle(control, '::after');
        if (after.content === 'none' || after.position !== 'absolute') return null;
        return getComputedStyle(control).position === 'static' ? control.offsetParent : control;
      };
      const controls =
        'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], summary';
      const small: string[] = [];
      for (const root of Array.from(document.querySelectorAll(selector))) {
        for (const control of Array.from(root.querySelectorAll<HTMLElement>(controls))) {
          const rect = control.getBoundingClientRect();
          const style = getComputedStyle(control);
          if (rect.width === 0 || style.visibility === 'hidden' || control.closest('[aria-hidden="true"]'))
            continue;
          if (control.tagName === 'A' && style.display === 'inline') continue;
          const target = (targetOf(control) ?? control).getBoundingClientRect();
          if (target.width >= least - 0.5 && target.height >= least - 0.5) continue;
          const name = control.getAttribute('aria-label') ?? control.textContent?.trim().slice(0, 30) ?? '';
          small.push(
            `${control.tagName.toLowerCase()} "${name}" ${Math.round(target.width)}×${Math.round(target.height)}`,
          );
        }
      }
      return small;
    },
    [scope, min] as const,
  );
}

/** Width and height of each matching element, as "name 40×40", for those under `min` px. */
export async function smallerThan(locator: Locator, min: number): Promise<string[]> {
  return locator.evaluateAll(
    (elements, least) =>
      elements.flatMap((element) => {
        const rect = element.getBoundingClientRect();
        if (rect.width >= least - 0.5 && rect.height >= least - 0.5) return [];
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
        return [`"${name}" ${Math.round(rect.width)}×${Math.round(rect.height)}`];
      }),
    min,
  );
}

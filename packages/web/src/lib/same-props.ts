/**
 * Comparisons for `memo` where a prop is made anew at every render but often shows the same: the
 * guest menu's sections, slices and chips at each letter of a search (issue 15, decision 0030).
 */

/** Whether two lists hold the same things in the same order, by `same` (by default the same objects). */
export function sameEach<T>(
  before: readonly T[],
  after: readonly T[],
  same: (one: T, other: T) => boolean = Object.is,
): boolean {
  if (before === after) return true;
  if (before.length !== after.length) return false;
  for (let index = 0; index < before.length; index++) {
    if (!same(before[index] as T, after[index] as T)) return false;
  }
  return true;
}

/**
 * A memo's comparison: `name` compared by `same`, every other prop the same (Object.is), as memo
 * compares them by default.
 */
export function propsSameBut<P extends object, K extends keyof P>(
  name: K,
  same: (before: P[K], after: P[K]) => boolean,
): (before: P, after: P) => boolean {
  return (before, after) =>
    same(before[name], after[name]) &&
    (Object.keys(before) as (keyof P)[]).every(
      (prop) => prop === name || Object.is(before[prop], after[prop]),
    );
}

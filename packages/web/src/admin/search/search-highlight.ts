/**
 * The highlighted option of the results list (spec admin 2: arrow keys move the highlight and wrap).
 * -1 means none: the first ArrowDown goes to the first result, the first ArrowUp to the last.
 */
export function nextHighlight(current: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return current < 0 || current >= count - 1 ? 0 : current + 1;
  return current <= 0 ? count - 1 : current - 1;
}

/** The numbers of a sequence column, e.g. 'ORD-000042' → 42, sorted; anything else fails the test. */
export function numbersOf(values: readonly (string | null)[], prefix: string): number[] {
  return values
    .map((value) => {
      const digits = value?.startsWith(prefix) ? value.slice(prefix.length) : '';
      if (!/^\d{6,}$/.test(digits)) throw new Error(`Not a zero-padded ${prefix} number: ${value}`);
      return Number(digits);
    })
    .sort((a, b) => a - b);
}

/** from, from + 1, …, to. */
export function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

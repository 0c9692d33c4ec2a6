import type { TListResult } from '../db/list.ts';

/** Turns the rows of a list answer (array or page) into views, keeping the paging fields. */
export async function mapList<R, V>(
  result: TListResult<R>,
  toViews: (rows: R[]) => Promise<V[]>,
): Promise<TListResult<V>> {
  if (Array.isArray(result)) return toViews(result);
  return { ...result, content: await toViews(result.content) };
}

/** A comma-separated `include` parameter as a list of names. */
export function readInclude(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

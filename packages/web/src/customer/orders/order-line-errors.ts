import { ApiError } from '../../lib/http/api-error.ts';

const LINE_KEY = /^items\.(\d+)(?:\.|$)/;

/**
 * The server's reasons per submitted line (422 with errors['items.N'], also 'items.N.customizations…'
 * for a choice that no longer fits, order-pricing.service.ts), keyed by the id of the line that was
 * sent N-th, so each reason shows on its own line.
 */
export function lineErrorsById(error: unknown, sentLineIds: readonly string[]): Record<string, string[]> {
  if (!(error instanceof ApiError) || !error.errors) return {};
  const byId: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(error.errors)) {
    const index = LINE_KEY.exec(key)?.[1];
    const id = index === undefined ? undefined : sentLineIds[Number(index)];
    if (id === undefined) continue;
    byId[id] = [...(byId[id] ?? []), ...messages];
  }
  return byId;
}

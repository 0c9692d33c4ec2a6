import type { TSharedCartView } from '@tableside/shared/shared-cart.schemas';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { ApiError } from '../../lib/http/api-error.ts';
import { sharedCartApi } from './shared-cart.api.ts';

/** The live connection is the main channel; polling only covers a stream that silently died. */
const SHARED_CART_POLL_MS = 30_000;

export const sharedCartQueries = {
  all: () => ['shared-cart'] as const,
  detail: (cartId: string) =>
    queryOptions({
      queryKey: [...sharedCartQueries.all(), cartId],
      queryFn: ({ signal }) => sharedCartApi.get(cartId, signal),
      // 404 and 410 are answers (the guard's screens); the default retry already leaves 4xx alone.
      refetchInterval: (query) => (query.state.data?.status === 'open' ? SHARED_CART_POLL_MS : false),
    }),
};

/** The cart does not exist (404) or has expired (410). */
export function isGoneError(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 404 || error.status === 410);
}

/**
 * Keeps the newest cart the phone has seen: answers to this phone's writes and refetches after
 * live events can arrive out of order, and an older version must never replace a newer one.
 */
export function storeSharedCart(queryClient: QueryClient, view: TSharedCartView): void {
  queryClient.setQueryData(sharedCartQueries.detail(view.sharedCartId).queryKey, (current) =>
    current && current.version > view.version ? current : view,
  );
}

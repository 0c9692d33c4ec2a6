import type { TSharedCartChanged } from '@tableside/shared/shared-cart.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { openEventStream } from '../../lib/http/api-host.ts';
import { sharedCartApi } from './shared-cart.api.ts';
import { sharedCartQueries } from './shared-cart.queries.ts';

/**
 * Follows the cart's Server-Sent Events while it is open (issue "Guest journey": everyone sees
 * additions live). Events carry only the version, so each newer one costs one GET; a version the
 * phone already has (its own write, usually) costs nothing. After a reconnect the phone may have
 * missed changes, so it refetches once. Polling in sharedCartQueries covers a dead stream.
 */
export function useSharedCartLive(cartId: string, enabled: boolean): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const { queryKey } = sharedCartQueries.detail(cartId);
    const refetch = () => void queryClient.refetchQueries({ queryKey, exact: true });
    const source = openEventStream(sharedCartApi.eventsUrl(cartId));
    let opened = false;

    const onReady = () => {
      if (opened) refetch();
      opened = true;
    };
    const onChanged = (event: MessageEvent<string>) => {
      const version = versionOf(event.data);
      const known = queryClient.getQueryData(queryKey)?.version ?? -1;
      if (version === null || version > known) refetch();
    };

    source.addEventListener('ready', onReady);
    source.addEventListener('shared_cart.changed', onChanged);
    return () => {
      source.removeEventListener('ready', onReady);
      source.removeEventListener('shared_cart.changed', onChanged);
      source.close();
    };
  }, [cartId, enabled, queryClient]);
}

/** The event's version, or null when the message cannot be read (then refetching is the safe choice). */
function versionOf(data: string): number | null {
  try {
    const parsed = JSON.parse(data) as Partial<TSharedCartChanged>;
    return typeof parsed.version === 'number' ? parsed.version : null;
  } catch {
    return null;
  }
}

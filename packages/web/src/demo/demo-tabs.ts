import { createEventBus, type TDomainEvent, type TEventBus } from '@tableside/api/events/event-bus';

/**
 * Keeps the tabs of one browser in step (DESIGN.md sections 4 and 6). Each tab runs its own copy of
 * the API over its own in-memory database; after a write, the writing tab stores the image and
 * sends it with the domain events that write raised. A receiving tab swaps the image in first and
 * then publishes the events to its own streams, so a refetch they trigger reads the new data.
 */
export type TTabsMessage = { image: Uint8Array; events: TDomainEvent[] };

export type TTabsBus = {
  /** The bus handed to createApi: events reach this tab's streams at once. */
  events: TEventBus;
  /** Sends the stored image and the events published since the last call to the other tabs. */
  announce(image: Uint8Array): void;
  close(): void;
};

const CHANNEL = 'tableside-demo';

export function createTabsBus(onImage: (image: Uint8Array) => Promise<void>): TTabsBus {
  const local = createEventBus();
  const pending: TDomainEvent[] = [];
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);

  if (channel) {
    // Messages are handled one after another, so images are applied in the order they were sent.
    let queue = Promise.resolve();
    channel.onmessage = ({ data }: MessageEvent<TTabsMessage>) => {
      queue = queue
        .then(() => onImage(data.image))
        .then(() => {
          for (const event of data.events) local.publish(event);
        })
        .catch((error: unknown) => console.warn('[demo] could not apply another tab’s data', error));
    };
  }

  return {
    events: {
      publish(event) {
        pending.push(event);
        local.publish(event);
      },
      subscribe: local.subscribe,
    },
    announce(image) {
      const events = pending.splice(0);
      channel?.postMessage({ image, events } satisfies TTabsMessage);
    },
    close: () => channel?.close(),
  };
}

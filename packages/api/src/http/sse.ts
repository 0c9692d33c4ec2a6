import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { TDomainEvent } from '../events/event-bus.ts';
import type { TApiEnv } from './env.ts';

/** Comment lines keep proxies and phones from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

export type TStreamMessage = { event: string; data: unknown };

/**
 * Streams domain events as Server-Sent Events (DESIGN.md section 4). `select` decides what a
 * subscriber may see: it returns the message to send, or null to skip the event. The stream opens
 * with a `ready` event so clients know when to refetch what they may have missed.
 */
export function streamDomainEvents(
  c: Context<TApiEnv>,
  select: (event: TDomainEvent) => TStreamMessage | null,
): Response {
  const { events } = c.get('deps');
  return streamSSE(c, async (stream) => {
    const queue: TStreamMessage[] = [];
    let wake: (() => void) | null = null;
    const unsubscribe = events.subscribe((event) => {
      const message = select(event);
      if (!message) return;
      queue.push(message);
      wake?.();
    });
    stream.onAbort(() => {
      unsubscribe();
      wake?.();
    });
    try {
      await stream.writeSSE({ event: 'ready', data: '{}' });
      while (!stream.aborted && !stream.closed) {
        const message = queue.shift();
        if (message) {
          await stream.writeSSE({ event: message.event, data: JSON.stringify(message.data) });
          continue;
        }
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, HEARTBEAT_MS);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = null;
        if (queue.length === 0 && !stream.aborted) await stream.write(': heartbeat\n\n');
      }
    } finally {
      unsubscribe();
    }
  });
}

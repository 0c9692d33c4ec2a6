import { describe, expect, it } from 'vitest';
import { createFetchEventStream } from './demo-event-stream.ts';

/** A streamed text/event-stream body, sent in the given pieces. */
function streamOf(pieces: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
}

function collect(stream: ReturnType<typeof createFetchEventStream>, types: string[]) {
  const seen: string[] = [];
  for (const type of types) {
    stream.addEventListener(type, (event) =>
      seen.push(`${type} ${(event as MessageEvent<string>).data ?? ''}`),
    );
  }
  return seen;
}

describe('in-page event stream', () => {
  it('dispatches named events split across chunks, skipping comments', async () => {
    const fetch = async () =>
      streamOf([
        'event: ready\ndata: {}\n\n: heartbeat\n\nevent: order.cre',
        'ated\ndata: {"orderId":7}\r\n\r\n',
      ]);
    const stream = createFetchEventStream(fetch, '/api/events');
    const seen = collect(stream, ['ready', 'order.created', 'error']);
    await expect.poll(() => seen).toEqual(['ready {}', 'order.created {"orderId":7}', 'error ']);
    expect(stream.readyState).toBe(2);
  });

  it('reports a refused stream as an error and stays closed', async () => {
    const fetch = async () => new Response('{}', { status: 401 });
    const stream = createFetchEventStream(fetch, '/api/events');
    const seen = collect(stream, ['ready', 'error']);
    await expect.poll(() => seen).toEqual(['error ']);
    expect(stream.readyState).toBe(2);
  });

  it('stops reading without an error once closed', async () => {
    let aborted = false;
    const fetch = (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => {
          aborted = true;
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    const stream = createFetchEventStream(fetch, '/api/events');
    const seen = collect(stream, ['error']);
    stream.close();
    await expect.poll(() => aborted).toBe(true);
    expect(seen).toEqual([]);
  });
});

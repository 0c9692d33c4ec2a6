import type { TEventStream, TFetch } from '../lib/http/api-host.ts';

const CONNECTING = 0;
const OPEN = 1;
const CLOSED = 2;

/**
 * An EventSource over the in-page API: EventSource only talks to the network, so this one reads
 * the streamed body of `app.fetch` and dispatches the same named MessageEvents ('ready',
 * 'order.created', ...). The live-update hooks cannot tell the difference.
 */
export function createFetchEventStream(fetch: TFetch, url: string): TEventStream {
  const target = new EventTarget();
  const aborter = new AbortController();
  let readyState = CONNECTING;

  void (async () => {
    try {
      const response = await fetch(url, { headers: { Accept: 'text/event-stream' }, signal: aborter.signal });
      if (!response.ok || !response.body) throw new Error(`Event stream answered ${response.status}`);
      readyState = OPEN;
      target.dispatchEvent(new Event('open'));
      await readEvents(response.body, (type, data) => target.dispatchEvent(new MessageEvent(type, { data })));
    } catch {
      // Closed by close() or refused (401): EventSource reports both as an error and stays closed.
    }
    if (readyState === CLOSED) return;
    readyState = CLOSED;
    target.dispatchEvent(new Event('error'));
  })();

  return {
    get readyState() {
      return readyState;
    },
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    close() {
      readyState = CLOSED;
      aborter.abort();
    },
  } as TEventStream;
}

/** Parses `event:` / `data:` blocks separated by a blank line (the text/event-stream format). */
async function readEvents(
  body: ReadableStream<Uint8Array>,
  emit: (type: string, data: string) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true }).replaceAll('\r\n', '\n');
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      dispatchBlock(buffer.slice(0, end), emit);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
    }
  }
}

function dispatchBlock(block: string, emit: (type: string, data: string) => void): void {
  let type = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') type = value;
    else if (field === 'data') data.push(value);
  }
  if (data.length > 0) emit(type, data.join('\n'));
}

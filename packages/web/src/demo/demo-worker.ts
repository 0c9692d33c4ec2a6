/// <reference lib="webworker" />
import '../lib/zod-jitless.ts';
import { startDemo, type TDemoApi } from './demo-runtime.ts';
import type { TFromWorker, TToWorker } from './demo-worker-protocol.ts';

/**
 * The demo's Web Worker: the API, sql.js and the sample data run here, off the page's thread and
 * in their own bundle (so the main app's chunks stay as they are). Requests arrive as messages;
 * responses go back as a head and then body chunks, so event streams flow as they are written.
 */
declare const self: DedicatedWorkerGlobalScope;

let api: TDemoApi | undefined;
const inFlight = new Map<number, AbortController>();

const post = (message: TFromWorker, transfer: Transferable[] = []) => self.postMessage(message, transfer);

self.onmessage = ({ data }: MessageEvent<TToWorker>) => {
  if (data.type === 'start') {
    startDemo({ reuseImage: data.reuseImage }).then(
      (started) => {
        api = started;
        post({ type: 'started' });
      },
      (error: unknown) => post({ type: 'start-failed', message: describe(error) }),
    );
  } else if (data.type === 'abort') {
    inFlight.get(data.id)?.abort();
  } else {
    void answer(data);
  }
};

async function answer(message: Extract<TToWorker, { type: 'fetch' }>): Promise<void> {
  const { id } = message;
  const aborter = new AbortController();
  inFlight.set(id, aborter);
  try {
    if (!api) throw new Error('The demo has not started');
    const response = await api.fetch(
      new Request(message.url, {
        method: message.method,
        headers: message.headers,
        body: message.body,
        signal: aborter.signal,
      }),
    );
    post({
      type: 'head',
      id,
      status: response.status,
      statusText: response.statusText,
      headers: [...response.headers],
    });
    const reader = response.body?.getReader();
    for (;;) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) break;
      post({ type: 'chunk', id, bytes: chunk.value }, [chunk.value.buffer]);
    }
    post({ type: 'end', id });
  } catch (error) {
    post({ type: 'fail', id, message: describe(error) });
  } finally {
    inFlight.delete(id);
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

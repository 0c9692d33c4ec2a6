import type { TApiHost } from '../lib/http/api-host.ts';
import { createFetchEventStream } from './demo-event-stream.ts';
import { demoCanStart } from './demo-secure-context.ts';
import { forgetSessionToken, withSessionJar } from './demo-session.ts';
import type { TFromWorker, TToWorker } from './demo-worker-protocol.ts';

/**
 * The page's side of demo mode: starts the demo's Web Worker (the real API over sql.js) and hands
 * the request layer a host whose fetch and event streams are answered there.
 */
type TPending = {
  resolve(response: Response): void;
  reject(error: Error): void;
  body?: ReadableStreamDefaultController<Uint8Array>;
};

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, TPending>();
let starting: { resolve(): void; reject(error: Error): void } | undefined;

function send(message: TToWorker, transfer: Transferable[] = []): void {
  worker?.postMessage(message, transfer);
}

function createWorker(): Worker {
  const created = new Worker(new URL('./demo-worker.ts', import.meta.url), { type: 'module' });
  created.onmessage = ({ data }: MessageEvent<TFromWorker>) => receive(data);
  created.onerror = (event) => starting?.reject(new Error(event.message || 'The demo worker failed'));
  return created;
}

function receive(message: TFromWorker): void {
  if (message.type === 'started' || message.type === 'start-failed') {
    if (message.type === 'started') starting?.resolve();
    else starting?.reject(new Error(message.message));
    return;
  }
  const request = pending.get(message.id);
  if (!request) return;
  if (message.type === 'head') {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        request.body = controller;
      },
    });
    request.resolve(new Response(body, message));
  } else if (message.type === 'chunk') {
    request.body?.enqueue(message.bytes);
  } else if (message.type === 'end') {
    request.body?.close();
    pending.delete(message.id);
  } else {
    const error = new TypeError(message.message);
    request.reject(error);
    request.body?.error(error);
    pending.delete(message.id);
  }
}

async function workerFetch(request: Request): Promise<Response> {
  const id = nextId++;
  const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
  return new Promise<Response>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    request.signal.addEventListener('abort', () => {
      send({ type: 'abort', id });
      const entry = pending.get(id);
      const error = new DOMException('The request was aborted', 'AbortError');
      entry?.reject(error);
      entry?.body?.error(error);
      pending.delete(id);
    });
    send(
      { type: 'fetch', id, url: request.url, method: request.method, headers: [...request.headers], body },
      body ? [body] : [],
    );
  });
}

/** Starts (or, without `reuseImage`, re-seeds) the demo and returns the host for the request layer. */
export async function startDemo({ reuseImage }: { reuseImage: boolean }): Promise<TApiHost> {
  // Without WebCrypto the worker would fail at its first password hash; the banner says why.
  if (!demoCanStart()) throw new Error('Demo mode needs a secure context (https or localhost)');
  worker ??= createWorker();
  await new Promise<void>((resolve, reject) => {
    starting = { resolve, reject };
    send({ type: 'start', reuseImage });
  });
  // A reset made a new database: the refresh token of the old one is gone with it.
  if (!reuseImage) forgetSessionToken();
  const fetch = withSessionJar(workerFetch);
  return { fetch, openEventStream: (url) => createFetchEventStream(fetch, url) };
}

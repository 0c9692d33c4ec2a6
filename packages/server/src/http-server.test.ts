import { Agent, get } from 'node:http';
import { describe, expect, it } from 'vitest';
import { listenHttp } from './http-server.ts';

/** A Server-Sent Events response that never ends by itself, like a staff screen's live stream. */
function endlessEventStream(): Response {
  let timer: NodeJS.Timeout | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('event: hello\ndata: {}\n\n'));
      timer = setInterval(() => controller.enqueue(new TextEncoder().encode(': ping\n\n')), 50);
    },
    cancel() {
      clearInterval(timer);
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
}

async function fetchHandler(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname;
  if (path === '/events') return endlessEventStream();
  if (path === '/caller') return new Response(request.headers.get('x-forwarded-for'));
  if (path === '/slow') await new Promise((resolve) => setTimeout(resolve, 300));
  return new Response(`done ${path}`);
}

describe('listenHttp', () => {
  it('binds a free port when asked for port 0', async () => {
    const server = await listenHttp(fetchHandler, { port: 0, host: '127.0.0.1' });
    expect(server.port).toBeGreaterThan(0);
    const response = await fetch(`http://127.0.0.1:${server.port}/hello`);
    expect(await response.text()).toBe('done /hello');
    await server.close(1000);
  });

  it('records the socket address for rate limits and ignores a forwarded address it does not trust', async () => {
    const server = await listenHttp(fetchHandler, { port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${server.port}/caller`;
    expect(await (await fetch(url)).text()).toBe('127.0.0.1');
    const spoofed = await fetch(url, { headers: { 'X-Forwarded-For': '203.0.113.9' } });
    expect(await spoofed.text()).toBe('127.0.0.1');
    await server.close(1000);
  });

  it('keeps the forwarded address behind a trusted proxy', async () => {
    const server = await listenHttp(fetchHandler, { port: 0, host: '127.0.0.1', trustProxy: true });
    const url = `http://127.0.0.1:${server.port}/caller`;
    const viaProxy = await fetch(url, { headers: { 'X-Forwarded-For': '203.0.113.9, 10.0.0.2' } });
    expect(await viaProxy.text()).toBe('203.0.113.9, 10.0.0.2');
    expect(await (await fetch(url)).text()).toBe('127.0.0.1');
    await server.close(1000);
  });

  it('keeps an idle connection open past the 5 s default, so a client or proxy reusing it gets an answer', async () => {
    const server = await listenHttp(fetchHandler, { port: 0, host: '127.0.0.1' });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const ask = () =>
      new Promise<{ body: string; socket: unknown }>((resolve, reject) => {
        get({ host: '127.0.0.1', port: server.port, path: '/hello', agent }, (response) => {
          const socket = response.socket;
          let body = '';
          response.on('data', (chunk) => {
            body += chunk;
          });
          response.on('end', () => resolve({ body, socket }));
        }).on('error', reject);
      });
    try {
      const first = await ask();
      await new Promise((resolve) => setTimeout(resolve, 6000));
      const second = await ask();
      expect(second.body).toBe('done /hello');
      expect(second.socket).toBe(first.socket);
    } finally {
      agent.destroy();
      await server.close(1000);
    }
  });

  it('names the port when it is taken', async () => {
    const first = await listenHttp(fetchHandler, { port: 0, host: '127.0.0.1' });
    await expect(listenHttp(fetchHandler, { port: first.port, host: '127.0.0.1' })).rejects.toThrow(
      `Port ${first.port} is already in use; set PORT to another port`,
    );
    await first.close(1000);
  });

  it('ends event streams at once, lets a running request finish, then refuses new connections', async () => {
    const server = await listenHttp(fetchHandler, { port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${server.port}`;
    const stream = await fetch(`${base}/events`);
    const reader = stream.body!.getReader();
    await reader.read();
    const slow = fetch(`${base}/slow`).then((response) => response.text());
    await new Promise((resolve) => setTimeout(resolve, 50));

    const started = Date.now();
    await server.close(5000);

    // The stream did not hold shutdown for the whole grace period, and the slow request completed.
    expect(Date.now() - started).toBeLessThan(2000);
    await expect(slow).resolves.toBe('done /slow');
    await expect(drain(reader)).rejects.toThrow();
    await expect(fetch(`${base}/hello`)).rejects.toThrow();
  });

  it('drops requests still running when the grace period ends', async () => {
    const hanging = () => new Promise<Response>(() => {});
    const server = await listenHttp(hanging, { port: 0, host: '127.0.0.1' });
    const request = fetch(`http://127.0.0.1:${server.port}/`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await server.close(200);
    expect(Date.now() - started).toBeLessThan(1000);
    await expect(request).rejects.toThrow();
  });
});

async function drain(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  for (;;) {
    const { done } = await reader.read();
    if (done) return;
  }
}

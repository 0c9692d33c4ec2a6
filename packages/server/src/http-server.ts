import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { TDirectHandler } from './direct-answers.ts';

/** How long an idle keep-alive connection stays open: longer than a proxy's 60 s. */
export const KEEP_ALIVE_MS = 65_000;

type TFetch = (request: Request, env: unknown) => Response | Promise<Response>;

export type THttpServer = {
  /** The port actually bound (differs from the requested one when that was 0). */
  port: number;
  /**
   * Stops accepting connections, ends live event streams at once (their clients reconnect to another
   * instance or after restart), lets other requests finish for up to `graceMs`, then drops the rest.
   */
  close(graceMs: number): Promise<void>;
};

/** Serves a fetch handler (the Hono app) over Node's HTTP server on host:port. */
export async function listenHttp(
  fetch: TFetch,
  {
    port,
    host,
    trustProxy = false,
    direct,
  }: {
    port: number;
    host: string;
    trustProxy?: boolean;
    /** Requests answered without the fetch handler (the guests' menu, direct-answers.ts). */
    direct?: TDirectHandler;
  },
): Promise<THttpServer> {
  // Server-Sent Events responses never end by themselves, so shutdown has to know which ones they are.
  // It asks only then, of the responses still open: reading a response's headers on the way out
  // would build a Headers object for every answer (decision 0028).
  const open = new Map<ServerResponse, Response>();
  const listener = getRequestListener(async (request, env) => {
    const response = await fetch(request, env);
    // createServer below is HTTP/1, so the outgoing side is always a ServerResponse.
    const outgoing = env.outgoing as ServerResponse;
    // A caller gone before the answer was ready has closed it already: nothing left to end.
    if (!outgoing.closed) {
      open.set(outgoing, response);
      outgoing.once('close', () => open.delete(outgoing));
    }
    return response;
  });
  const server = createServer((incoming, outgoing) => {
    // The API keys rate limits on the first X-Forwarded-For hop. Only a trusted proxy may set it: a
    // direct caller could otherwise pick a fresh bucket for every attempt.
    if (!trustProxy || !incoming.headers['x-forwarded-for']) {
      incoming.headers['x-forwarded-for'] = incoming.socket.remoteAddress;
      delete incoming.headers['cf-connecting-ip'];
    }
    const viaApp = () => void listener(incoming, outgoing);
    if (direct?.(incoming, outgoing, viaApp)) return;
    return listener(incoming, outgoing);
  });

  // Node closes a connection idle for 5 s by default. A proxy in front (nginx, a load balancer: 60 s
  // and more) or a client reusing its connection a moment later can send a request just as the
  // socket closes and get a reset instead of an answer. Idle connections stay open longer than those
  // keep theirs, and the headers' timeout must exceed it (Node's rule).
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => reject(listenError(error, port)));
    server.listen(port, host, () => resolve());
  });

  return {
    port: (server.address() as AddressInfo).port,
    async close(graceMs) {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const [outgoing, response] of open) {
        if (response.headers.get('Content-Type')?.startsWith('text/event-stream')) outgoing.destroy();
      }
      // Keep-alive connections turn idle as their last response finishes; close them as they do.
      server.closeIdleConnections();
      const sweep = setInterval(() => server.closeIdleConnections(), 50);
      const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
      await closed;
      clearInterval(sweep);
      clearTimeout(deadline);
    },
  };
}

function listenError(error: NodeJS.ErrnoException, port: number): Error {
  if (error.code === 'EADDRINUSE')
    return new Error(`Port ${port} is already in use; set PORT to another port`);
  if (error.code === 'EACCES')
    return new Error(`No permission to listen on port ${port}; set PORT to another port`);
  return error;
}

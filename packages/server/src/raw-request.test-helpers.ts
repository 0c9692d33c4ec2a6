import { request } from 'node:http';

/** An answer as Node received it: headers as strings, without the connection's own, and the body as sent. */
export type TRawAnswer = { status: number; headers: Record<string, string>; body: Buffer };

/**
 * A request over Node's HTTP to a local server, as a phone would send it: the body stays as sent
 * (fetch would decode it), and an answer whose length promises more bytes than come fails after 3 s
 * instead of hanging the test.
 */
export function requestRaw(
  port: number,
  path: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<TRawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, path, method, headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = answer.headers;
        resolve({
          status: answer.statusCode ?? 0,
          headers: Object.fromEntries(Object.entries(rest).map(([name, value]) => [name, String(value)])),
          body: Buffer.concat(chunks),
        });
      });
    });
    outgoing.on('error', reject);
    outgoing.setTimeout(3000, () => outgoing.destroy(new Error('the answer never ended')));
    outgoing.end();
  });
}

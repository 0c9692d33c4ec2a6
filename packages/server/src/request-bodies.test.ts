import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Issue 42: bodies too large for their call cannot exhaust the Node host's memory (decision 0045).
 * The server runs in a child process of its own, so its resident memory is what this test measures.
 */
const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SUBMIT = '/api/customer/orders/submit';
const BODY_BYTES = 400 * 1024 * 1024;
const RSS_LIMIT_BYTES = 300 * 1024 * 1024;

type TAnswer = { status: number; body: string };

describe('request bodies over their limit, in the Node host', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tableside-bodies-'));
  let server: ChildProcess;
  let port = 0;

  beforeAll(async () => {
    port = await freePort();
    server = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_SAMPLE_DATA: 'false',
        BACKUP_INTERVAL_HOURS: '0',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    const until = Date.now() + 45_000;
    while (!(await healthy(port))) {
      if (server.exitCode !== null || Date.now() > until) throw new Error('the server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  afterAll(() => {
    server?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a Content-Length over the limit with 413 before a byte of the body is sent', async () => {
    const answer = await post(port, { contentLength: BODY_BYTES, bytes: 0 });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('takes an honest body of 200 KB as before (a 400 about its fields, not a 413)', async () => {
    const padded = `{"bench_id": 999999, "items": []${' '.repeat(200 * 1024)}}`;
    const answer = await post(port, { json: padded });
    expect(answer.status).toBe(400);
  });

  it('stays under 300 MB and answers /api/health within 200 ms while four 400 MB bodies come in', async () => {
    // Over the limit the server is stopped at once: the test has failed, and the machine is shared.
    const rss = watchRss(server.pid!, () => server.kill('SIGKILL'));
    const health = watchHealth(port);
    const answers = await Promise.all([
      post(port, { bytes: BODY_BYTES }),
      post(port, { bytes: BODY_BYTES }),
      post(port, { contentLength: BODY_BYTES, bytes: BODY_BYTES }),
      post(port, { contentLength: BODY_BYTES, bytes: BODY_BYTES }),
    ]);
    const slowest = await health.stop();
    const peak = rss.stop();
    expect(answers.map((answer) => answer.status)).toEqual([413, 413, 413, 413]);
    for (const answer of answers) {
      expect(JSON.parse(answer.body)).toMatchObject({ success: false, message: expect.any(String) });
    }
    expect(peak).toBeLessThan(RSS_LIMIT_BYTES);
    expect(slowest).toBeLessThan(200);
  });
});

/**
 * POSTs to the guests' submit over a plain socket, as a browser sends it: `json` as it is, or
 * `bytes` generated 64 KB at a time (chunked unless a `contentLength` is declared), until the server
 * answers. (Node's own client, busy writing, may not read an early answer before the server closes.)
 */
function post(
  port: number,
  { json, bytes = 0, contentLength }: { json?: string; bytes?: number; contentLength?: number },
): Promise<TAnswer> {
  return new Promise((resolve, reject) => {
    const length = json === undefined ? contentLength : Buffer.byteLength(json);
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let answer: TAnswer | null = null;
    socket.setEncoding('utf8');
    socket.on('data', (text: string) => {
      received += text;
      answer = parseAnswer(received);
      if (answer) {
        resolve(answer);
        socket.destroy();
      }
    });
    // The server closes the connection shortly after its 413: writing on into it fails then.
    socket.on('error', (error) => answer ?? reject(error));
    socket.on('close', () => answer ?? reject(new Error(`closed without an answer: ${received}`)));
    socket.setTimeout(20_000, () => socket.destroy(new Error('no answer within 20 s')));

    socket.write(
      `POST ${SUBMIT} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
        (length === undefined ? 'Transfer-Encoding: chunked\r\n' : `Content-Length: ${length}\r\n`) +
        '\r\n',
    );
    if (json !== undefined) socket.write(json);
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const frame =
      length === undefined ? Buffer.concat([Buffer.from('10000\r\n'), chunk, Buffer.from('\r\n')]) : chunk;
    let sent = 0;
    const pump = () => {
      while (sent < bytes && !answer && !socket.destroyed) {
        sent += chunk.byteLength;
        if (!socket.write(frame)) {
          socket.once('drain', pump);
          return;
        }
      }
      if (sent >= bytes && length === undefined && bytes > 0) socket.write('0\r\n\r\n');
    };
    pump();
  });
}

/** The status and body of a complete HTTP answer in `text`, or null while it is incomplete. */
function parseAnswer(text: string): TAnswer | null {
  const headEnd = text.indexOf('\r\n\r\n');
  if (headEnd === -1) return null;
  const head = text.slice(0, headEnd);
  const length = Number(/\r\ncontent-length: (\d+)/i.exec(head)?.[1] ?? 0);
  const body = text.slice(headEnd + 4);
  if (Buffer.byteLength(body) < length) return null;
  return { status: Number(head.split(' ')[1]), body };
}

/** The process's highest resident memory while watched, read from /proc every 20 ms. */
function watchRss(pid: number, exceeded: () => void): { stop(): number } {
  let peak = 0;
  const read = () => {
    let status = '';
    try {
      status = readFileSync(`/proc/${pid}/status`, 'utf8');
    } catch {
      return; // stopped
    }
    const match = /VmRSS:\s+(\d+) kB/.exec(status);
    peak = Math.max(peak, Number(match?.[1] ?? 0) * 1024);
    if (peak >= RSS_LIMIT_BYTES) exceeded();
  };
  read();
  const timer = setInterval(read, 20);
  return {
    stop() {
      clearInterval(timer);
      read();
      return peak;
    },
  };
}

/** Asks /api/health one after another while watched; answers the slowest answer's milliseconds. */
function watchHealth(port: number): { stop(): Promise<number> } {
  let slowest = 0;
  let watching = true;
  const loop = (async () => {
    let asked = 0;
    // At least five questions, so some are asked while the bodies come in.
    while (watching || asked < 5) {
      const started = performance.now();
      if (!(await healthy(port))) slowest = Number.POSITIVE_INFINITY;
      slowest = Math.max(slowest, performance.now() - started);
      asked += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return {
    async stop() {
      watching = false;
      await loop;
      return slowest;
    },
  };
}

function healthy(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const outgoing = request({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (incoming) => {
      incoming.resume();
      incoming.on('end', () => resolve(incoming.statusCode === 200));
    });
    outgoing.on('error', () => resolve(false));
    outgoing.setTimeout(5000, () => outgoing.destroy());
    outgoing.end();
  });
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

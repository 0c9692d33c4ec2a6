import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createLogger, requestLogger } from './logger.ts';

function captureLogs(level: Parameters<typeof createLogger>[0]) {
  const lines: Array<Record<string, unknown>> = [];
  const logger = createLogger(level, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe('createLogger', () => {
  it('writes one JSON object per event with message, fields and level', () => {
    const { logger, lines } = captureLogs('info');
    logger.info('listening', { url: 'http://localhost:8080' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'listening',
      url: 'http://localhost:8080',
      service: 'tableside',
    });
    expect(lines[0]?.time).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('drops events below LOG_LEVEL', () => {
    const { logger, lines } = captureLogs('warn');
    logger.debug('noise');
    logger.info('noise');
    logger.warn('careful');
    expect(lines.map((line) => line.msg)).toEqual(['careful']);
  });
});

describe('requestLogger', () => {
  it('logs method, path, status and duration, but not hashed assets', async () => {
    const { logger, lines } = captureLogs('info');
    const app = new Hono().use(requestLogger(logger)).get('*', (c) => c.text('ok'));
    await app.request('/api/health?x=1');
    await app.request('/assets/index-abc.js');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'request', method: 'GET', path: '/api/health', status: 200 });
    expect(lines[0]?.ms).toEqual(expect.any(Number));
  });
});

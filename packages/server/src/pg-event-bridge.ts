import { randomUUID } from 'node:crypto';
import type { Database } from '@tableside/api/db/schema';
import type { TLogger } from '@tableside/api/deps';
import { createEventBus, type TDomainEvent, type TEventBus } from '@tableside/api/events/event-bus';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';

const CHANNEL = 'tableside_events';
const RECONNECT_MS = 2000;

type TNotice = { origin: string; event: TDomainEvent };

/**
 * An event bus shared by every server instance on one PostgreSQL database (DESIGN.md section 4):
 * events are delivered locally at once and sent to the other instances with NOTIFY; one dedicated
 * connection LISTENs for theirs. While that connection is down, other instances' events are missed
 * and screens fall back to polling, so a lost connection is logged and retried, never fatal.
 */
export async function createPostgresEventBus(options: {
  url: string;
  db: Kysely<Database>;
  logger: TLogger;
}) {
  const { url, db, logger } = options;
  const local = createEventBus();
  const origin = randomUUID();
  let listener: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let closing = false;

  /** Resolves once LISTEN is active or the attempt failed (then a retry is scheduled). */
  async function listen(): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    listener = client;
    client.on('notification', (message) => {
      const notice = parseNotice(message.payload);
      if (notice && notice.origin !== origin) local.publish(notice.event);
    });
    client.on('error', (error) => reconnect(client, error));
    client.on('end', () => reconnect(client, new Error('connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      reconnect(client, error as Error);
    }
  }

  function reconnect(failed: pg.Client, error: Error): void {
    if (closing || listener !== failed) return;
    logger.warn('event listener connection lost; retrying', { error: error.message });
    listener = null;
    failed.end().catch(() => {});
    retry = setTimeout(listen, RECONNECT_MS);
  }

  await listen();

  const events: TEventBus = {
    publish(event) {
      local.publish(event);
      const notice: TNotice = { origin, event };
      sql`select pg_notify(${CHANNEL}, ${JSON.stringify(notice)})`.execute(db).catch((error: Error) => {
        if (!closing)
          logger.warn('event not sent to other instances', { type: event.type, error: error.message });
      });
    },
    subscribe: (subscriber) => local.subscribe(subscriber),
  };

  return {
    events,
    async close() {
      closing = true;
      clearTimeout(retry);
      await listener?.end().catch(() => {});
      listener = null;
    },
  };
}

function parseNotice(payload: string | undefined): TNotice | null {
  try {
    const notice = JSON.parse(payload ?? '') as Partial<TNotice>;
    return typeof notice.origin === 'string' && typeof notice.event?.type === 'string'
      ? (notice as TNotice)
      : null;
  } catch {
    return null;
  }
}

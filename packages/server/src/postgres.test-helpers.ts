import pg from 'pg';

/**
 * A PostgreSQL database of its own for one test file, on the server of TEST_DATABASE_URL: the
 * server then sees exactly what a fresh install sees. `create` in beforeAll, `drop` in afterAll.
 */
export function scratchDatabase(prefix: string, adminUrl: string | undefined) {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  // Without TEST_DATABASE_URL the PostgreSQL tests are skipped, but this still runs as the file loads.
  const url = new URL(adminUrl ?? 'postgres://unused');
  url.pathname = `/${name}`;

  /** Runs one statement on the server's maintenance connection (TEST_DATABASE_URL). */
  async function admin(statement: string): Promise<void> {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }

  return {
    url: url.toString(),
    create: () => admin(`create database "${name}"`),
    drop: () => admin(`drop database if exists "${name}" with (force)`),
  };
}

import pg from 'pg';

export type TScratchDatabase = { url: string; drop(): Promise<void> };

/** Runs one statement on the server's maintenance connection. */
async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new database on the PostgreSQL server BENCH_DATABASE_URL names, for one bench; drop it afterwards. */
export async function scratchPostgres(serverUrl: string, bench: string): Promise<TScratchDatabase> {
  const name = `tableside_bench_${bench}_${process.pid}_${Date.now()}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

import type { TStoredBackup } from '@tableside/api/deps';
import { describe, expect, it } from 'vitest';
import { createDemoBackupStore, deleteDemoBackups, type TBackupRecords } from './demo-backup-store.ts';

/**
 * jsdom has no IndexedDB, so the store runs over records in a map that keep what IndexedDB keeps:
 * a copy of each value taken when it is put, of a typed array's whole buffer as a structured clone.
 */
function createMapRecords(): TBackupRecords & { stored: Map<string, Uint8Array> } {
  const entries = new Map<string, TStoredBackup>();
  const stored = new Map<string, Uint8Array>();
  return {
    stored,
    async entries() {
      return [...entries.values()].map((entry) => ({ ...entry }));
    },
    async file(name) {
      return stored.get(name) ?? null;
    },
    async put(entry, file) {
      entries.set(entry.name, { ...entry });
      stored.set(entry.name, new Uint8Array(file.buffer.slice(0), file.byteOffset, file.byteLength));
    },
    async delete(name) {
      stored.delete(name);
      return entries.delete(name);
    },
  };
}

function clockAt(...times: string[]): () => Date {
  let next = 0;
  return () => new Date(times[Math.min(next++, times.length - 1)]!);
}

const bytes = (...values: number[]) => new Uint8Array(values);

describe('demo backup store', () => {
  it('lists every backup with its byte size and the time it was written', async () => {
    const store = createDemoBackupStore(
      createMapRecords(),
      clockAt('2025-03-01T10:00:00.000Z', '2025-03-01T11:30:00.000Z'),
    );
    expect(await store.list()).toEqual([]);

    await store.write('first.sqlite', bytes(1, 2, 3));
    await store.write('second.sqlite', bytes(4, 5));

    expect(await store.list()).toEqual([
      { name: 'first.sqlite', size: 3, modified_at: '2025-03-01T10:00:00.000Z' },
      { name: 'second.sqlite', size: 2, modified_at: '2025-03-01T11:30:00.000Z' },
    ]);
    expect(await store.read('second.sqlite')).toEqual(bytes(4, 5));
  });

  it('replaces a backup written again under the same name', async () => {
    const store = createDemoBackupStore(
      createMapRecords(),
      clockAt('2025-03-01T10:00:00.000Z', '2025-03-02T08:00:00.000Z'),
    );
    await store.write('daily.sqlite', bytes(1, 2, 3));
    await store.write('daily.sqlite', bytes(9));

    expect(await store.list()).toEqual([
      { name: 'daily.sqlite', size: 1, modified_at: '2025-03-02T08:00:00.000Z' },
    ]);
    expect(await store.read('daily.sqlite')).toEqual(bytes(9));
  });

  it('answers null for a backup it does not hold', async () => {
    const store = createDemoBackupStore(createMapRecords());
    expect(await store.read('missing.sqlite')).toBeNull();
  });

  it('answers whether a removed backup was there, and forgets its entry and file', async () => {
    const records = createMapRecords();
    const store = createDemoBackupStore(records);
    await store.write('old.sqlite', bytes(1));
    await store.write('kept.sqlite', bytes(2));

    expect(await store.remove('old.sqlite')).toBe(true);
    expect(await store.remove('old.sqlite')).toBe(false);
    expect(await store.read('old.sqlite')).toBeNull();
    expect((await store.list()).map((entry) => entry.name)).toEqual(['kept.sqlite']);
    expect([...records.stored.keys()]).toEqual(['kept.sqlite']);
  });

  it('stores a view into a larger buffer as its own bytes, not the whole buffer', async () => {
    const records = createMapRecords();
    const store = createDemoBackupStore(records);
    const buffer = bytes(0, 1, 2, 3, 4, 5, 6, 7);

    await store.write('part.sqlite', buffer.subarray(2, 5));

    const kept = records.stored.get('part.sqlite');
    expect(kept).toEqual(bytes(2, 3, 4));
    expect(kept?.buffer.byteLength).toBe(3);
    expect((await store.list())[0]?.size).toBe(3);
  });

  it('forgets every backup when the demo is reset', async () => {
    const records = createMapRecords();
    const store = createDemoBackupStore(records);
    await store.write('a.sqlite', bytes(1));
    await store.write('b.sqlite', bytes(2));
    await deleteDemoBackups(records);
    expect(await store.list()).toEqual([]);
    expect(records.stored.size).toBe(0);
  });
});

import type { TBackupStore } from '../deps.ts';

/** A backup folder in memory: the tests' backup store, and a model of what a host's store must do. */
export function createMemoryBackupStore(now: () => Date = () => new Date()): TBackupStore {
  const files = new Map<string, { bytes: Uint8Array; modified_at: string }>();
  return {
    async list() {
      return [...files].map(([name, file]) => ({
        name,
        size: file.bytes.byteLength,
        modified_at: file.modified_at,
      }));
    },
    async read(name) {
      return files.get(name)?.bytes ?? null;
    },
    async write(name, bytes) {
      files.set(name, { bytes: bytes.slice(), modified_at: now().toISOString() });
    },
    async remove(name) {
      return files.delete(name);
    },
  };
}

import { runAutomaticBackup } from '@tableside/api/database/database.service';
import type { TApiDeps } from '@tableside/api/deps';

const HOUR_MS = 3_600_000;
/** How often the schedule looks whether a backup is due; the due time itself is kept in the database. */
const CHECK_EVERY_MS = 15 * 60_000;
/** The first look waits a little, so a start is not slowed by a backup. */
const FIRST_CHECK_MS = 60_000;

export type TBackupSchedule = { stop(): Promise<void> };

/**
 * Automatic backups (DESIGN.md section 8): every `intervalHours` into the backup folder, keeping the
 * newest `keep`. Runs in the Node host only; the turn is claimed in the database, so several
 * instances on one PostgreSQL database take one backup, not one each.
 */
export function startBackupSchedule(
  deps: TApiDeps,
  options: { intervalHours: number; keep: number; checkEveryMs?: number; firstCheckMs?: number },
): TBackupSchedule {
  if (options.intervalHours <= 0) return { stop: async () => {} };
  const intervalMs = options.intervalHours * HOUR_MS;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const check = () => {
    running = running.then(async () => {
      if (stopped) return;
      try {
        const name = await runAutomaticBackup(deps, { intervalMs, keep: options.keep });
        if (name) deps.logger.info('automatic backup saved', { name });
      } catch (error) {
        deps.logger.error('automatic backup failed', { error: (error as Error).message });
      }
    });
  };
  const every = Math.min(options.checkEveryMs ?? CHECK_EVERY_MS, intervalMs);
  const first = setTimeout(check, options.firstCheckMs ?? FIRST_CHECK_MS);
  const repeat = setInterval(check, every);
  first.unref();
  repeat.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(repeat);
      await running;
    },
  };
}

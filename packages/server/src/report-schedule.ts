import type { TApiDeps } from '@tableside/api/deps';
import {
  prepareScheduledReports,
  runScheduledReport,
} from '@tableside/api/report-mails/report-mails.service';

/** How often the host looks whether a sales report is due; what was sent is kept in the database. */
const CHECK_EVERY_MS = 5 * 60_000;
/** The first look waits a little, so a start is not slowed by building a report. */
const FIRST_CHECK_MS = 30_000;

export type TReportSchedule = { stop(): Promise<void> };

/**
 * Scheduled sales-report mails (decision 0033): every few minutes, ask the API whether the last
 * period of ANALYTICS.REPORT_SCHEDULE is due and unsent, and mail it. Runs in the Node host only
 * (the browser demo does not mail); the period is claimed in the database, so several instances
 * on one PostgreSQL database send it once. Checks run one after another, never overlapping. Resolves
 * once the library of the mailed format is loaded: the host starts it before it takes requests.
 */
export async function startReportSchedule(
  deps: TApiDeps,
  options: { checkEveryMs?: number; firstCheckMs?: number } = {},
): Promise<TReportSchedule> {
  await prepareScheduledReports(deps).catch((error: Error) =>
    deps.logger.warn('report library not loaded ahead', { error: error.message }),
  );
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const check = () => {
    running = running.then(async () => {
      if (stopped) return;
      try {
        await runScheduledReport(deps);
      } catch (error) {
        deps.logger.error('sales report check failed', { error: (error as Error).message });
      }
    });
  };
  const first = setTimeout(check, options.firstCheckMs ?? FIRST_CHECK_MS);
  const repeat = setInterval(check, options.checkEveryMs ?? CHECK_EVERY_MS);
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

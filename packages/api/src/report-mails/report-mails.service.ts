import { AppError } from '@tableside/shared/errors';
import type { TTestReportResult as TTestReport } from '@tableside/shared/report-mails.schemas';
import { endOfDayReport } from '../bills/end-of-day.service.ts';
import { readSettings, readSettingsFrom, type TSettings } from '../config/settings.ts';
import type { TApiDeps, TMail } from '../deps.ts';
import { loadReportLibrary, reportAttachment, type TReportFormat } from './report-files.ts';
import { insertClaim, markFailed, markSent, retakeClaim } from './report-mails.repository.ts';
import {
  lastDuePeriod,
  lastFinishedDay,
  type TReportPeriod,
  type TReportSchedule,
} from './report-periods.ts';
import {
  periodText,
  reportTexts,
  reportTitle,
  summaryLines,
  type TReportKind,
  type TReportLanguage,
} from './report-texts.ts';
import { isSampleAddress } from './sample-address.ts';

/**
 * ANALYTICS.REPORT_SCHEDULE, REPORT_EMAIL and REPORT_FORMAT (decision 0033): the sales report (the
 * end-of-day report over the period) mailed to the address. The Node host calls runScheduledReport
 * every few minutes; the period's row in report_mails is the claim, so it is mailed once however
 * many instances check, and a failed send is tried again at later checks.
 */
export const REPORT_RETRY = {
  /** Sends of one period at most, one per check (every 5 minutes on the server). */
  maxAttempts: 12,
  /** A claim this old that is still SENDING belongs to an instance that stopped mid-send. */
  staleAfterMs: 30 * 60_000,
};

export type TScheduledResult =
  | { status: 'off' }
  | { status: 'sent' | 'failed' | 'taken'; schedule: TReportSchedule; period: TReportPeriod };

/** What the schedule mails, and to whom; null when it mails nothing. */
function scheduledReport(settings: TSettings) {
  const schedule = settings.get('ANALYTICS.REPORT_SCHEDULE');
  const to = settings.get('ANALYTICS.REPORT_EMAIL').trim();
  if (schedule === 'NONE' || to === '') return null;
  return { schedule, to, format: settings.get('ANALYTICS.REPORT_FORMAT') };
}

/**
 * Before the host's first check: loads the library of the format the schedule mails, so that the
 * check that needs it does not load it in the middle of service (decision 0038). Names what it loaded.
 * The settings are read past the cache: this runs before the API takes requests, and the cache then
 * fills with the first request as before (the browser tests write settings around the API then).
 */
export async function prepareScheduledReports(deps: TApiDeps): Promise<'jspdf' | 'fflate' | null> {
  const scheduled = scheduledReport(await readSettingsFrom(deps.db));
  return scheduled ? loadReportLibrary(scheduled.format) : null;
}

/** One check: mails the last due period of the schedule unless it was mailed (or is being mailed). */
export async function runScheduledReport(deps: TApiDeps): Promise<TScheduledResult> {
  const settings = await readSettings(deps);
  const scheduled = scheduledReport(settings);
  if (!scheduled) return { status: 'off' };
  const { schedule, to, format } = scheduled;
  const now = deps.clock.now();
  const period = lastDuePeriod(schedule, now, settings.get('REGIONAL.TIMEZONE'));
  const key = { schedule, period_start: period.start };
  const at = now.toISOString();
  const claimed =
    (await insertClaim(deps.db, { ...key, period_end: period.end, recipient: to, format, at })) ||
    (await retakeClaim(deps.db, {
      ...key,
      recipient: to,
      format,
      at,
      staleBefore: new Date(now.getTime() - REPORT_RETRY.staleAfterMs).toISOString(),
      maxAttempts: REPORT_RETRY.maxAttempts,
    }));
  if (!claimed) return { status: 'taken', schedule, period };
  try {
    await deps.mailer.send(await reportMail(deps, settings, { kind: schedule, period, to }));
    await markSent(deps.db, key, deps.clock.now().toISOString());
    deps.logger.info('sales report mailed', { schedule, from: period.start, to: period.end });
    return { status: 'sent', schedule, period };
  } catch (error) {
    const attempts = await markFailed(deps.db, key, String(error));
    deps.logger.error('sales report mail failed', {
      schedule,
      from: period.start,
      attempts,
      retried: attempts < REPORT_RETRY.maxAttempts,
      error: String(error),
    });
    return { status: 'failed', schedule, period };
  }
}

/**
 * Where a test report went (issue 41): to the recipient's mailbox over SMTP, into the server log
 * because SMTP_URL is not set, or nowhere (demo mode, or a sample address an SMTP server would only
 * bounce). The screen tells the owner which, and how to set mail up.
 */
export type TTestReportResult = Omit<TTestReport, 'format'> & { format: TReportFormat };

/**
 * POST /reports/send-test: the last finished local day's report to REPORT_EMAIL at once, in
 * REPORT_FORMAT, whatever the schedule; not recorded, so it never stands in for a scheduled mail.
 */
export async function sendTestReport(deps: TApiDeps): Promise<TTestReportResult> {
  const settings = await readSettings(deps);
  const to = settings.get('ANALYTICS.REPORT_EMAIL').trim();
  if (to === '')
    throw new AppError('BAD_REQUEST', 'No report recipient is set (Analytics: Report recipient)');
  const period = lastFinishedDay(deps.clock.now(), settings.get('REGIONAL.TIMEZONE'));
  const transport = deps.mailer.transport ?? 'smtp';
  const sample = isSampleAddress(to);
  const deliveredTo =
    transport === 'log' ? 'server_log' : transport === 'demo' || sample ? 'nowhere' : 'mailbox';
  // Over SMTP a sample address would only bounce; the log and demo mode harm nobody and show the mail.
  if (!(transport === 'smtp' && sample)) {
    try {
      await deps.mailer.send(await reportMail(deps, settings, { kind: 'TEST', period, to }));
    } catch (error) {
      deps.logger.error('test report mail failed', { error: String(error) });
      throw new AppError('INTERNAL', 'The report could not be mailed; the server log has the reason');
    }
  }
  return {
    recipient: to,
    to,
    delivered_to: deliveredTo,
    transport,
    sample_recipient: sample,
    from: period.start,
    until: period.end,
    format: settings.get('ANALYTICS.REPORT_FORMAT'),
  };
}

async function reportMail(
  deps: TApiDeps,
  settings: TSettings,
  options: { kind: TReportKind; period: TReportPeriod; to: string },
): Promise<TMail> {
  const report = await endOfDayReport(deps, options.period.start, options.period.end);
  const language: TReportLanguage = settings.get('REGIONAL.LANGUAGE') === 'de' ? 'de' : 'en';
  const restaurant = settings.get('BRANDING.RESTAURANT_NAME').trim();
  const summary = summaryLines(report, { ...options, language, restaurant });
  const attachment = await reportAttachment(report, settings.get('ANALYTICS.REPORT_FORMAT'), summary);
  const texts = reportTexts(language);
  return {
    to: options.to,
    subject: `${reportTitle(options.kind, language, restaurant)}: ${periodText(options.period, language)}`,
    text: [
      ...summary,
      '',
      `${texts.attached}: ${attachment.filename}`,
      ...(options.kind === 'TEST' ? ['', texts.test] : []),
    ].join('\n'),
    attachments: [attachment],
  };
}

import { ApiRouter } from '../http/api-router.ts';
import { ok } from '../http/respond.ts';
import { sendTestReport } from './report-mails.service.ts';

/** Scheduled report mails (decision 0033); mounted at /reports beside the end-of-day report. */
export const reportMailsRouter = new ApiRouter('Reports').post(
  '/send-test',
  {
    summary: 'Mail a test sales report now',
    description:
      'Mails the last finished local day’s sales report (REGIONAL.TIMEZONE) to ANALYTICS.REPORT_EMAIL at once, ' +
      'as an attachment in ANALYTICS.REPORT_FORMAT, whatever the schedule. The answer says where it went: ' +
      'delivered_to "mailbox" (sent over SMTP), "server_log" (SMTP_URL is not set, so it was logged, not sent) ' +
      'or "nowhere" (demo mode, or sample_recipient: an address reserved for examples, not sent over SMTP); ' +
      'transport names the mailer. 400 when no address is set; 500 when the mail server refuses it (the ' +
      'reason is in the server log). Scheduled mails are not affected.',
    access: 'config.manage',
  },
  async (c) => ok(c, await sendTestReport(c.get('deps')), 'Test report sent'),
);

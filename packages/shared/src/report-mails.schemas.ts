import { z } from 'zod';

/**
 * POST /reports/send-test's answer (issue 41): where the test report went, so the screen never
 * calls a mail "sent" that went to the server log, to nobody in demo mode, or to a sample address.
 */
export const ZTestReportResult = z.object({
  /** ANALYTICS.REPORT_EMAIL; `to` is its older name. */
  recipient: z.string(),
  to: z.string(),
  /** 'mailbox': sent over SMTP; 'server_log': SMTP_URL is unset, so logged; 'nowhere': not sent. */
  delivered_to: z.enum(['mailbox', 'server_log', 'nowhere']),
  transport: z.enum(['smtp', 'log', 'demo']),
  /** The address is one reserved for examples (the sample cafe's): nobody reads it. */
  sample_recipient: z.boolean(),
  from: z.string(),
  until: z.string(),
  format: z.string(),
});
export type TTestReportResult = z.infer<typeof ZTestReportResult>;

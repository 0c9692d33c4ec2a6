import type { TLogger, TMail, TMailer } from '@tableside/api/deps';
import nodemailer from 'nodemailer';

/**
 * Password-reset and other mails. With SMTP_URL they go out through that server; without it they are
 * written to the log, so a single-machine install still works (DESIGN.md section 7).
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  publicUrl: string;
  logger: TLogger;
}): TMailer {
  const { smtpUrl, from, publicUrl, logger } = options;
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    async send(mail: TMail) {
      const text = absoluteLinks(mail.text, publicUrl);
      if (!transport) {
        logger.info('mail (SMTP_URL is not set, so it is logged instead of sent)', {
          to: mail.to,
          subject: mail.subject,
          text,
        });
        return;
      }
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text });
      logger.info('mail sent', { to: mail.to, subject: mail.subject });
    },
  };
}

/**
 * The API writes links relative to the web app (`/reset-password?token=...`) because it does not know
 * the address it is reached at; a mail needs the full address.
 */
export function absoluteLinks(text: string, publicUrl: string): string {
  return text.replace(
    /(^|[\s(<"'])(\/[A-Za-z][^\s)>"']*)/g,
    (_match, before: string, path: string) => `${before}${publicUrl}${path}`,
  );
}

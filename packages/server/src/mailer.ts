import type { TLogger, TMail, TMailer } from '@tableside/api/deps';
import nodemailer, { type SendMailOptions } from 'nodemailer';

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
    transport: transport ? 'smtp' : 'log',
    async send(mail: TMail) {
      const message = nodemailerMessage(mail, { from, publicUrl });
      if (!transport) {
        logger.info('mail (SMTP_URL is not set, so it is logged instead of sent)', {
          to: mail.to,
          subject: mail.subject,
          text: message.text,
          // A report's attachment is named, not dumped into the log.
          ...(mail.attachments?.length
            ? {
                attachments: mail.attachments.map(
                  (file) => `${file.filename} (${file.content.byteLength} bytes)`,
                ),
              }
            : {}),
        });
        return;
      }
      await transport.sendMail(message);
      logger.info('mail sent', { to: mail.to, subject: mail.subject });
    },
  };
}

/** The mail as nodemailer sends it: links made absolute, attachments as MIME parts. */
export function nodemailerMessage(
  mail: TMail,
  options: { from: string; publicUrl: string },
): SendMailOptions {
  return {
    from: options.from,
    to: mail.to,
    subject: mail.subject,
    text: absoluteLinks(mail.text, options.publicUrl),
    ...(mail.attachments?.length
      ? {
          attachments: mail.attachments.map(({ filename, contentType, content }) => ({
            filename,
            contentType,
            content: Buffer.from(content.buffer, content.byteOffset, content.byteLength),
          })),
        }
      : {}),
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

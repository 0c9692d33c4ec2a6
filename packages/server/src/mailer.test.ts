import type { TLogFields } from '@tableside/api/deps';
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { absoluteLinks, createMailer, nodemailerMessage } from './mailer.ts';

describe('absoluteLinks', () => {
  it('prefixes links relative to the web app with the public address', () => {
    const text = 'Reset it here: /reset-password?token=abc123\n(or open /login)';
    expect(absoluteLinks(text, 'https://cafe.test')).toBe(
      'Reset it here: https://cafe.test/reset-password?token=abc123\n(or open https://cafe.test/login)',
    );
  });

  it('leaves absolute links and slashes in prose alone', () => {
    const text = 'Visit https://cafe.test/menu and/or call us 24/7.';
    expect(absoluteLinks(text, 'http://localhost:8080')).toBe(text);
  });
});

describe('createMailer without SMTP_URL', () => {
  it('logs the mail, reset link included, instead of sending it', async () => {
    const logged: Array<{ message: string; fields: TLogFields | undefined }> = [];
    const record = (message: string, fields?: TLogFields) => logged.push({ message, fields });
    const logger = { debug: record, info: record, warn: record, error: record };
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'admin@cafe.test',
      publicUrl: 'http://localhost:8080',
      logger,
    });

    await mailer.send({
      to: 'ann@cafe.test',
      subject: 'Reset your password',
      text: 'Open /reset-password?token=t1',
    });

    expect(logged).toHaveLength(1);
    expect(logged[0]?.fields).toEqual({
      to: 'ann@cafe.test',
      subject: 'Reset your password',
      text: 'Open http://localhost:8080/reset-password?token=t1',
    });
  });

  it('says where its mail goes, so a test report can tell the owner (issue 41)', () => {
    const quiet = { debug() {}, info() {}, warn() {}, error() {} };
    const options = { from: 'admin@cafe.test', publicUrl: 'http://localhost:8080', logger: quiet };
    expect(createMailer({ ...options, smtpUrl: undefined }).transport).toBe('log');
    expect(createMailer({ ...options, smtpUrl: 'smtp://user:pass@127.0.0.1:2525' }).transport).toBe('smtp');
  });
});

describe('nodemailerMessage', () => {
  it('sends attachments as MIME parts', async () => {
    const message = nodemailerMessage(
      {
        to: 'owner@cafe.test',
        subject: 'Weekly sales report',
        text: 'See the attachment',
        attachments: [
          {
            filename: 'report.csv',
            contentType: 'text/csv',
            content: new TextEncoder().encode('a,b\r\n1,2\r\n'),
          },
        ],
      },
      { from: 'admin@cafe.test', publicUrl: 'http://localhost:8080' },
    );
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const info = await transport.sendMail(message);
    const raw = String(info.message);
    expect(raw).toContain('Content-Type: text/csv; name=report.csv');
    expect(raw).toContain('Content-Disposition: attachment; filename=report.csv');
    expect(raw).toContain(Buffer.from('a,b\r\n1,2\r\n').toString('base64'));
  });

  it('leaves a plain mail without attachments', () => {
    const message = nodemailerMessage(
      { to: 'ann@cafe.test', subject: 'Hi', text: 'Open /login' },
      { from: 'admin@cafe.test', publicUrl: 'https://cafe.test' },
    );
    expect(message).toEqual({
      from: 'admin@cafe.test',
      to: 'ann@cafe.test',
      subject: 'Hi',
      text: 'Open https://cafe.test/login',
    });
  });
});

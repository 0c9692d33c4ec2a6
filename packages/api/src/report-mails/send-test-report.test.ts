import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../auth/auth.test-helpers.ts';
import type { TMailTransport } from '../deps.ts';
import { json, request } from '../test/http.ts';
import { seedForTests } from '../test/seed-for-tests.ts';
import { setSettingValue } from '../test/settings.ts';
import { createTestContext, type TTestContext } from '../test/test-context.ts';
import type { TTestReportResult } from './report-mails.service.ts';
import { setChoice } from './report-mails.test-helpers.ts';
import { isSampleAddress } from './sample-address.ts';

/** "Send a test report now" says where the mail went (issue 41), on every database. */
describe('POST /reports/send-test: where the report went', () => {
  let ctx: TTestContext;
  let owner: Awaited<ReturnType<typeof createSignedInUser>>;
  beforeAll(async () => {
    ctx = await createTestContext();
    await seedForTests(ctx);
    await setChoice(ctx, 'ANALYTICS.REPORT_SCHEDULE', 'NONE');
    owner = await createSignedInUser(ctx.deps, { permissions: ['config.manage'] });
  });
  afterAll(() => ctx.close());
  beforeEach(() => {
    ctx.mailer.sent.length = 0;
  });

  const sendWith = async (transport: TMailTransport | undefined, recipient: string) => {
    ctx.mailer.transport = transport;
    await setSettingValue(ctx, 'ANALYTICS.REPORT_EMAIL', recipient);
    const res = await request(ctx.app, 'POST', '/reports/send-test', { headers: owner.headers });
    expect(res.status).toBe(200);
    return (await json<TTestReportResult>(res)).data;
  };

  it('over SMTP to a real address: the mailbox', async () => {
    expect(await sendWith('smtp', 'owner@cafe.de')).toMatchObject({
      recipient: 'owner@cafe.de',
      to: 'owner@cafe.de',
      delivered_to: 'mailbox',
      transport: 'smtp',
      sample_recipient: false,
    });
    expect(ctx.mailer.sent.map((mail) => mail.to)).toEqual(['owner@cafe.de']);
  });

  it('over SMTP to the sample address: sent nowhere, and said so', async () => {
    expect(await sendWith('smtp', 'reports@cafe-aroma.example')).toMatchObject({
      recipient: 'reports@cafe-aroma.example',
      delivered_to: 'nowhere',
      transport: 'smtp',
      sample_recipient: true,
    });
    expect(ctx.mailer.sent).toEqual([]);
  });

  it('without SMTP_URL: written to the server log, not sent', async () => {
    expect(await sendWith('log', 'owner@cafe.de')).toMatchObject({
      delivered_to: 'server_log',
      transport: 'log',
      sample_recipient: false,
    });
    expect(await sendWith('log', 'reports@cafe-aroma.example')).toMatchObject({
      delivered_to: 'server_log',
      sample_recipient: true,
    });
    expect(ctx.mailer.sent).toHaveLength(2);
  });

  it('in demo mode: nowhere', async () => {
    expect(await sendWith('demo', 'owner@cafe.de')).toMatchObject({
      delivered_to: 'nowhere',
      transport: 'demo',
    });
  });

  it('a mailer that does not name its transport counts as SMTP', async () => {
    expect(await sendWith(undefined, 'owner@cafe.de')).toMatchObject({
      delivered_to: 'mailbox',
      transport: 'smtp',
    });
  });
});

describe('isSampleAddress', () => {
  it('knows the domains reserved for examples and tests, and nothing else', () => {
    for (const address of [
      'reports@cafe-aroma.example',
      'a@example.com',
      'a@EXAMPLE.org',
      'a@mail.example.net',
    ])
      expect(isSampleAddress(address), address).toBe(true);
    for (const address of [
      'owner@cafe.de',
      'a@example-cafe.com',
      'a@myexample.com',
      'a@test.de',
      'owner@cafe.test',
      'not-an-address',
    ])
      expect(isSampleAddress(address), address).toBe(false);
  });
});

import { unzipSync } from 'fflate';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../auth/auth.test-helpers.ts';
import type { Database } from '../db/schema.ts';
import type { TApiDeps, TMail } from '../deps.ts';
import { createEventBus } from '../events/event-bus.ts';
import { json, request } from '../test/http.ts';
import { seedForTests } from '../test/seed-for-tests.ts';
import { setSettingValue } from '../test/settings.ts';
import { createTestContext, type TTestContext } from '../test/test-context.ts';
import { prepareScheduledReports, REPORT_RETRY, runScheduledReport } from './report-mails.service.ts';
import { paymentsAt, setChoice } from './report-mails.test-helpers.ts';

describe('scheduled sales-report mails', () => {
  let ctx: TTestContext;
  const mailed = () => ctx.mailer.sent;
  const attachment = (mail: TMail | undefined) => mail?.attachments?.[0];
  const check = () => runScheduledReport(ctx.deps);
  const use = async (schedule: string, email = 'owner@cafe.test', format = 'CSV') => {
    await setChoice(ctx, 'ANALYTICS.REPORT_SCHEDULE', schedule);
    await setSettingValue(ctx, 'ANALYTICS.REPORT_EMAIL', email);
    await setChoice(ctx, 'ANALYTICS.REPORT_FORMAT', format);
  };

  beforeAll(async () => {
    ctx = await createTestContext({ now: '2026-11-25T12:00:00Z' });
    await seedForTests(ctx);
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.db.deleteFrom('report_mails').execute();
    ctx.mailer.sent.length = 0;
    await setSettingValue(ctx, 'REGIONAL.TIMEZONE', 'Europe/Berlin');
    await setChoice(ctx, 'REGIONAL.LANGUAGE', 'en');
  });

  it('mails each day once, after 06:00 local time the next morning', async () => {
    await use('DAILY');
    ctx.clock.set('2026-11-25T05:00:00Z'); // 06:00 in Berlin
    expect(await check()).toMatchObject({
      status: 'sent',
      period: { start: '2026-11-24', end: '2026-11-24' },
    });
    expect(await check()).toMatchObject({ status: 'taken' });
    ctx.clock.set('2026-11-26T04:59:00Z'); // 05:59: the 25th is not due yet
    expect(await check()).toMatchObject({ status: 'taken', period: { start: '2026-11-24' } });
    ctx.clock.set('2026-11-26T05:04:00Z');
    expect(await check()).toMatchObject({ status: 'sent', period: { start: '2026-11-25' } });
    expect(mailed().map((mail) => [mail.to, mail.subject])).toEqual([
      ['owner@cafe.test', 'Daily sales report – Café Aroma: 2026-11-24'],
      ['owner@cafe.test', 'Daily sales report – Café Aroma: 2026-11-25'],
    ]);
    const rows = await ctx.db.selectFrom('report_mails').selectAll().orderBy('period_start').execute();
    expect(rows.map((row) => [row.schedule, row.period_start, row.status, row.attempts])).toEqual([
      ['DAILY', '2026-11-24', 'SENT', 1],
      ['DAILY', '2026-11-25', 'SENT', 1],
    ]);
  });

  it('sends nothing for NONE or an empty address', async () => {
    ctx.clock.set('2026-11-30T08:00:00Z');
    await use('NONE');
    expect(await check()).toEqual({ status: 'off' });
    await use('WEEKLY', '  ');
    expect(await check()).toEqual({ status: 'off' });
    expect(mailed()).toEqual([]);
    expect(await ctx.db.selectFrom('report_mails').selectAll().execute()).toEqual([]);
  });

  it("loads the mailed format's library ahead of the first check, and none when nothing is mailed", async () => {
    const prepared = async (...setting: Parameters<typeof use>) => {
      await use(...setting);
      return prepareScheduledReports(ctx.deps);
    };
    expect(await prepared('WEEKLY', 'owner@cafe.test', 'PDF')).toBe('jspdf');
    expect(await prepared('DAILY', 'owner@cafe.test', 'EXCEL')).toBe('fflate');
    expect(await prepared('MONTHLY', 'owner@cafe.test', 'CSV')).toBeNull();
    expect(await prepared('NONE', 'owner@cafe.test', 'PDF')).toBeNull();
    expect(await prepared('WEEKLY', ' ', 'PDF')).toBeNull();
  });

  it('after downtime sends the last missed period only', async () => {
    await use('DAILY');
    ctx.clock.set('2026-11-20T05:30:00Z');
    await check();
    // Down from the 20th to Monday the 30th, 10:00 local.
    ctx.clock.set('2026-11-30T09:00:00Z');
    await check();
    await check();
    expect(mailed().map((mail) => mail.subject)).toEqual([
      'Daily sales report – Café Aroma: 2026-11-19',
      'Daily sales report – Café Aroma: 2026-11-29',
    ]);
  });

  it('reports Monday to Sunday in local time across the end of summer time', async () => {
    await use('WEEKLY');
    await paymentsAt(ctx, [
      '2026-10-18T21:59:59Z', // Sunday 18th 23:59:59 CEST: the week before
      '2026-10-18T22:00:00Z', // Monday 19th 00:00 CEST: first instant of the week
      '2026-10-25T22:59:59Z', // Sunday 25th 23:59:59 CET: last instant of the week
      '2026-10-25T23:00:00Z', // Monday 26th 00:00 CET: the week after
    ]);
    ctx.clock.set('2026-10-26T05:00:00Z'); // Monday 06:00 CET
    expect(await check()).toMatchObject({
      status: 'sent',
      period: { start: '2026-10-19', end: '2026-10-25' },
    });
    const csv = new TextDecoder().decode(attachment(mailed()[0])?.content);
    expect(csv).toContain('\r\nby_method,CASH,2,20.00,0.00,,\r\n');
    expect(mailed()[0]?.text).toContain('Period: 2026-10-19 to 2026-10-25 (Europe/Berlin)');
    expect(mailed()[0]?.text).toContain('Total taken: 20.00 EUR');
  });

  it('mails a period once when two instances check at the same moment', async () => {
    await use('MONTHLY');
    const other = await secondHost(ctx);
    try {
      for (const at of ['2026-09-01T04:00:00Z', '2026-10-01T04:00:00Z', '2026-11-01T05:00:00Z']) {
        ctx.clock.set(at);
        const results = await Promise.all([check(), runScheduledReport(other.deps), check()]);
        expect(results.map((result) => result.status).sort()).toEqual(['sent', 'taken', 'taken']);
      }
    } finally {
      await other.close();
    }
    expect(mailed().map((mail) => mail.subject)).toEqual([
      'Monthly sales report – Café Aroma: 2026-08-01 to 2026-08-31',
      'Monthly sales report – Café Aroma: 2026-09-01 to 2026-09-30',
      'Monthly sales report – Café Aroma: 2026-10-01 to 2026-10-31',
    ]);
  });

  it('retries a failed send at the next check, and gives up after the last attempt', async () => {
    await use('DAILY');
    ctx.clock.set('2026-11-25T06:00:00Z');
    let failing = true;
    const deps = {
      ...ctx.deps,
      mailer: {
        async send(mail: TMail) {
          if (failing) throw new Error('SMTP is down');
          ctx.mailer.sent.push(mail);
        },
      },
    };
    expect(await runScheduledReport(deps)).toMatchObject({ status: 'failed' });
    ctx.clock.advance(5 * 60_000);
    expect(await runScheduledReport(deps)).toMatchObject({ status: 'failed' });
    failing = false;
    ctx.clock.advance(5 * 60_000);
    expect(await runScheduledReport(deps)).toMatchObject({ status: 'sent' });
    expect(await runScheduledReport(deps)).toMatchObject({ status: 'taken' });
    expect(mailed()).toHaveLength(1);
    const row = await ctx.db.selectFrom('report_mails').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'SENT', attempts: 3, error: null });

    // Another day that never gets through: tried maxAttempts times, then left FAILED.
    failing = true;
    ctx.clock.set('2026-11-26T06:00:00Z');
    for (let i = 0; i < REPORT_RETRY.maxAttempts + 2; i += 1) {
      await runScheduledReport(deps);
      ctx.clock.advance(5 * 60_000);
    }
    const failed = await ctx.db
      .selectFrom('report_mails')
      .selectAll()
      .where('period_start', '=', '2026-11-25')
      .executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ status: 'FAILED', attempts: REPORT_RETRY.maxAttempts });
    expect(failed.error).toContain('SMTP is down');
  });

  it('takes over a claim whose instance stopped mid-send', async () => {
    await use('DAILY');
    ctx.clock.set('2026-11-25T06:00:00Z');
    await ctx.db
      .insertInto('report_mails')
      .values({
        schedule: 'DAILY',
        period_start: '2026-11-24',
        period_end: '2026-11-24',
        recipient: 'owner@cafe.test',
        format: 'CSV',
        status: 'SENDING',
        attempted_at: '2026-11-25T06:00:00.000Z',
      })
      .execute();
    expect(await check()).toMatchObject({ status: 'taken' });
    ctx.clock.advance(REPORT_RETRY.staleAfterMs);
    expect(await check()).toMatchObject({ status: 'sent' });
    expect(mailed()).toHaveLength(1);
  });

  it('attaches the report as CSV, PDF or Excel, and writes German when the language is German', async () => {
    await paymentsAt(ctx, ['2026-10-07T10:00:00Z']);
    ctx.clock.set('2026-11-30T07:00:00Z');
    await use('WEEKLY', 'owner@cafe.test', 'CSV');
    await check();
    await use('DAILY', 'owner@cafe.test', 'PDF');
    await setChoice(ctx, 'REGIONAL.LANGUAGE', 'de');
    await check();
    await use('MONTHLY', 'owner@cafe.test', 'EXCEL');
    await check();
    const [csv, pdf, xlsx] = mailed().map(attachment);
    expect(csv).toMatchObject({
      filename: 'sales-report-2026-11-23-2026-11-29.csv',
      contentType: 'text/csv; charset=utf-8',
    });
    expect(new TextDecoder().decode(csv?.content)).toMatch(/^section,name,count,amount,tips,net,tax\r\n/);
    expect(pdf).toMatchObject({ filename: 'sales-report-2026-11-29.pdf', contentType: 'application/pdf' });
    expect(new TextDecoder().decode(pdf?.content.slice(0, 5))).toBe('%PDF-');
    expect(mailed()[1]?.subject).toBe('Tagesbericht Umsatz – Café Aroma: 2026-11-29');
    expect(mailed()[1]?.text).toContain('Zeitraum: 2026-11-29 (Europe/Berlin)');
    expect(xlsx).toMatchObject({
      filename: 'sales-report-2026-10-01-2026-10-31.xlsx',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    const files = unzipSync(xlsx?.content ?? new Uint8Array());
    expect(Object.keys(files).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    const sheet = new TextDecoder().decode(files['xl/worksheets/sheet1.xml']);
    expect(sheet).toContain('<c r="A1" t="inlineStr"><is><t xml:space="preserve">section</t></is></c>');
    // October's own payments: amounts are numbers, not text.
    expect(sheet).toMatch(
      /<c r="B\d+" t="inlineStr"><is><t xml:space="preserve">CASH<\/t><\/is><\/c><c r="C\d+"><v>\d+<\/v><\/c><c r="D\d+"><v>[\d.]+<\/v><\/c>/,
    );
    expect(sheet).toMatch(
      /<t xml:space="preserve">totals<\/t><\/is><\/c><c r="B\d+" t="inlineStr"><is><t xml:space="preserve">EUR<\/t>/,
    );
  });
});

describe('POST /reports/send-test', () => {
  let ctx: TTestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    await seedForTests(ctx);
    await setSettingValue(ctx, 'ANALYTICS.REPORT_EMAIL', 'owner@cafe.test');
    await setChoice(ctx, 'ANALYTICS.REPORT_SCHEDULE', 'NONE');
  });
  afterAll(() => ctx.close());
  const send = (headers?: Record<string, string>) =>
    request(ctx.app, 'POST', '/reports/send-test', headers ? { headers } : {});

  it('needs config.manage', async () => {
    expect((await send()).status).toBe(401);
    const reader = await createSignedInUser(ctx.deps, { permissions: ['config.read', 'reports.read'] });
    expect((await send(reader.headers)).status).toBe(403);
    expect(ctx.mailer.sent).toEqual([]);
  });

  it('mails the last finished day at once, whatever the schedule, and records nothing', async () => {
    const owner = await createSignedInUser(ctx.deps, { permissions: ['config.manage'] });
    await setChoice(ctx, 'ANALYTICS.REPORT_FORMAT', 'PDF');
    const res = await send(owner.headers);
    expect(res.status).toBe(200);
    const body = await json<{ to: string; from: string; until: string; format: string }>(res);
    expect(body.data).toMatchObject({ to: 'owner@cafe.test', format: 'PDF' });
    expect(body.data.from).toBe(body.data.until);
    expect(ctx.mailer.sent).toHaveLength(1);
    expect(ctx.mailer.sent[0]?.subject).toMatch(/^Test sales report – Café Aroma: \d{4}-\d{2}-\d{2}$/);
    expect(ctx.mailer.sent[0]?.attachments?.[0]?.contentType).toBe('application/pdf');
    expect(await ctx.db.selectFrom('report_mails').selectAll().execute()).toEqual([]);
  });

  it('answers 400 without an address', async () => {
    const owner = await createSignedInUser(ctx.deps, { permissions: ['config.manage'] });
    await setSettingValue(ctx, 'ANALYTICS.REPORT_EMAIL', '');
    const res = await send(owner.headers);
    expect(res.status).toBe(400);
    expect((await json(res)).message).toMatch(/No report recipient/);
  });
});

/**
 * Another host's dependencies over the test database, as a second server instance has: on
 * PostgreSQL its own connection pool, on SQLite the same connection (one server owns the file).
 * Its own settings cache and event bus; the mailer is shared, so the test counts every mail.
 */
async function secondHost(ctx: TTestContext): Promise<{ deps: TApiDeps; close(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (ctx.dialect !== 'postgres' || !url)
    return { deps: { ...ctx.deps, events: createEventBus() }, close: async () => {} };
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(ctx.db);
  const pool = new pg.Pool({ connectionString: url, options: `-c search_path=${rows[0]?.schema}`, max: 5 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { deps: { ...ctx.deps, db, events: createEventBus() }, close: () => db.destroy() };
}

import { seedForTests } from '@tableside/api/test/seed-for-tests';
import { setSettingValue } from '@tableside/api/test/settings';
import { createTestContext } from '@tableside/api/test/test-context';
import { describe, expect, it, vi } from 'vitest';
import { startReportSchedule } from './report-schedule.ts';

describe('the report schedule', () => {
  it('mails the due report on its own, once, and stops cleanly', async () => {
    // Monday 2026-11-30 08:00 in Berlin: last week is due (the catalogue's default: WEEKLY, PDF).
    const ctx = await createTestContext({ now: '2026-11-30T07:00:00Z' });
    try {
      await seedForTests(ctx);
      await setSettingValue(ctx, 'ANALYTICS.REPORT_EMAIL', 'owner@cafe.test');
      const schedule = await startReportSchedule(ctx.deps, { firstCheckMs: 5, checkEveryMs: 20 });
      await vi.waitFor(() => expect(ctx.mailer.sent).toHaveLength(1), { timeout: 5000 });
      // Later checks find the week claimed.
      await new Promise((resolve) => setTimeout(resolve, 100));
      await schedule.stop();
      expect(ctx.mailer.sent).toHaveLength(1);
      expect(ctx.mailer.sent[0]?.subject).toBe('Weekly sales report – Café Aroma: 2026-11-23 to 2026-11-29');
      expect(ctx.mailer.sent[0]?.attachments?.[0]?.filename).toBe('sales-report-2026-11-23-2026-11-29.pdf');
    } finally {
      await ctx.close();
    }
  });
});

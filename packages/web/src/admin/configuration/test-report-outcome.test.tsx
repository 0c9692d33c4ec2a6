import type { TTestReportResult } from '@tableside/shared/report-mails.schemas';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../lib/i18n/i18n.ts';
import { TestReportOutcome } from './test-report-outcome.tsx';

const result = (patch: Partial<TTestReportResult>): TTestReportResult => ({
  recipient: 'owner@cafe.de',
  to: 'owner@cafe.de',
  delivered_to: 'mailbox',
  transport: 'smtp',
  sample_recipient: false,
  from: '2026-12-06',
  until: '2026-12-06',
  format: 'PDF',
  ...patch,
});
const shown = (patch: Partial<TTestReportResult>) => {
  const view = render(<TestReportOutcome result={result(patch)} onClose={() => {}} />);
  const text = screen.getByRole('status').textContent ?? '';
  view.unmount();
  return text;
};

describe('where the test report went (issue 41)', () => {
  afterEach(() => changeLanguage('en'));

  it('calls it sent only when it went to a mailbox', () => {
    expect(shown({})).toContain('Test report sent to owner@cafe.de');
  });

  it('says mail is not set up, and how, when it went to the server log', () => {
    const text = shown({
      delivered_to: 'server_log',
      transport: 'log',
      sample_recipient: true,
      recipient: 'reports@cafe-aroma.example',
    });
    expect(text).toContain('Mail is not set up on this server');
    expect(text).toContain('SMTP_URL');
    expect(text).toContain('reports@cafe-aroma.example is the sample address');
    expect(text).not.toContain('Test report sent');
  });

  it('says a sample address was not sent to, and demo mode sends nothing; in German too', async () => {
    expect(shown({ delivered_to: 'nowhere', sample_recipient: true, recipient: 'a@example.com' })).toContain(
      'Not sent: a@example.com is the sample address',
    );
    await changeLanguage('de');
    expect(shown({ delivered_to: 'nowhere', transport: 'demo' })).toContain(
      'Im Demo-Modus werden keine Mails verschickt',
    );
  });
});

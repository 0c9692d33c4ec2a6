import type { TTestReportResult } from '@tableside/shared/report-mails.schemas';
import { clsx } from 'clsx';
import { CircleCheck, TriangleAlert, X } from 'lucide-react';
import type { TTranslate } from '../../lib/i18n/translation-keys.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button } from '../../ui/button.tsx';

/** What the owner needs to know about where the test report went, and what to do next (issue 41). */
function outcomeLines(t: TTranslate, result: TTestReportResult): string[] {
  const to = result.recipient;
  const sample = result.sample_recipient ? [t('admin.configuration.testReport.sampleAddress', { to })] : [];
  switch (result.delivered_to) {
    case 'mailbox':
      return [t('admin.configuration.testReport.sent', { to })];
    case 'server_log':
      return [
        t('admin.configuration.testReport.logged', { to }),
        t('admin.configuration.testReport.setUpMail'),
        ...sample,
      ];
    default:
      return result.transport === 'demo'
        ? [t('admin.configuration.testReport.demo', { to }), ...sample]
        : [t('admin.configuration.testReport.notSentSample', { to })];
  }
}

/** Stays on screen (a toast would vanish before the set-up hint is read) until closed or sent again. */
export function TestReportOutcome({ result, onClose }: { result: TTestReportResult; onClose: () => void }) {
  const { t } = useTranslation();
  const arrived = result.delivered_to === 'mailbox';
  const Icon = arrived ? CircleCheck : TriangleAlert;
  return (
    <div
      role="status"
      className={clsx(
        'flex items-start gap-3 rounded-xl border p-3 text-sm sm:p-4',
        arrived ? 'border-success bg-success-soft' : 'border-line bg-muted',
      )}
    >
      <Icon
        aria-hidden="true"
        className={clsx('mt-0.5 size-5 shrink-0', arrived ? 'text-success' : 'text-fg')}
      />
      <div className="min-w-0 flex-1 space-y-1 break-words">
        {outcomeLines(t, result).map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('admin.configuration.testReport.close')}
        onClick={onClose}
      >
        <X aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}

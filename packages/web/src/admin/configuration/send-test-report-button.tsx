import { type TTestReportResult, ZTestReportResult } from '@tableside/shared/report-mails.schemas';
import { useMutation } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { apiClient } from '../../lib/http/api-clients.ts';
import { userFacingErrorMessage } from '../../lib/http/error-message.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../ui/toast.ts';

/**
 * The Analytics group's "Send a test report now" (decision 0033): POST /reports/send-test mails the
 * last finished day's report to the saved ANALYTICS.REPORT_EMAIL at once, so an owner sees that
 * mail and attachment arrive without waiting for the schedule. Never retried: it sends a mail.
 * Where it went (a mailbox, the server log, nowhere) is the page's to show: TestReportOutcome.
 */
export function SendTestReportButton({ onResult }: { onResult: (result: TTestReportResult | null) => void }) {
  const { t } = useTranslation();
  const send = useMutation({
    mutationFn: async () =>
      (await apiClient.post('/reports/send-test', undefined, { retry: false, schema: ZTestReportResult }))
        .data,
    onMutate: () => onResult(null),
    onSuccess: onResult,
    onError: (error) =>
      toast.error(t('admin.configuration.testReport.failed', { message: userFacingErrorMessage(t, error) })),
  });
  return (
    <Button
      variant="secondary"
      loading={send.isPending}
      title={t('admin.configuration.testReport.hint')}
      onClick={() => send.mutate()}
    >
      <Send aria-hidden="true" className="size-4" />
      {t('admin.configuration.testReport.send')}
    </Button>
  );
}

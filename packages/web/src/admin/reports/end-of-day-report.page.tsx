import { useQuery } from '@tanstack/react-query';
import { Download, Printer } from 'lucide-react';
import { useState } from 'react';
import { userFacingErrorMessage } from '../../lib/http/error-message.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useSearchParams } from '../../lib/router/router.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { QueryStates } from '../../ui/query-states.tsx';
import { toast } from '../../ui/toast.ts';
import { usePrintView } from '../bills/use-print-view.hook.tsx';
import { useStaffFormat } from '../staff-settings/staff-format.ts';
import { EndOfDayTables } from './end-of-day-tables.tsx';
import { downloadEndOfDayCsv, isIsoDate, reportQueries } from './reports.api.ts';

/**
 * /admin/reports (issue 16, reports.read): the end-of-day report for a day or a period (today by
 * default, in the restaurant's time zone), printable and downloadable as the CSV the API makes.
 * The period is in the address (?from&to), so a report can be bookmarked or shared.
 */
export function EndOfDayReportPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.reports.title'));
  const today = useStaffFormat().today();
  const [params, setParams] = useSearchParams();
  const from = isIsoDate(params.get('from')) ? (params.get('from') as string) : today;
  const to = isIsoDate(params.get('to')) ? (params.get('to') as string) : from;
  const rangeError = to < from ? t('admin.reports.rangeError') : undefined;
  const report = useQuery({ ...reportQueries.endOfDay({ from, to }), enabled: !rangeError });
  const { print, view } = usePrintView('report');
  const [downloading, setDownloading] = useState(false);

  const setPeriod = (next: { from?: string; to?: string }) =>
    setParams((current) => {
      const params = new URLSearchParams(current);
      for (const [key, value] of Object.entries(next)) {
        if (value) params.set(key, value);
        else params.delete(key);
      }
      return params;
    });

  const exportCsv = async () => {
    setDownloading(true);
    try {
      await downloadEndOfDayCsv({ from, to });
      toast.success(t('admin.reports.exported'));
    } catch (error) {
      toast.error(t('admin.reports.exportFailed'), { description: userFacingErrorMessage(t, error) });
    } finally {
      setDownloading(false);
    }
  };

  const heading = (data: NonNullable<typeof report.data>) =>
    data.from === data.to
      ? t('admin.reports.day', { day: data.from, zone: data.time_zone })
      : t('admin.reports.period', { from: data.from, to: data.to, zone: data.time_zone });

  return (
    <div className="mx-auto w-full max-w-6xl space-y-5 px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{t('admin.reports.title')}</h1>
          <p className="mt-1 text-sm text-fg-muted">{t('admin.reports.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            disabled={!report.data}
            onClick={() =>
              report.data
                ? print(
                    <div className="space-y-4">
                      <h1 className="text-xl font-bold">
                        {t('admin.reports.title')} · {heading(report.data)}
                      </h1>
                      <EndOfDayTables report={report.data} />
                    </div>,
                  )
                : undefined
            }
          >
            <Printer aria-hidden="true" className="size-4" />
            {t('admin.reports.print')}
          </Button>
          <Button
            variant="secondary"
            loading={downloading}
            disabled={Boolean(rangeError)}
            onClick={() => void exportCsv()}
          >
            <Download aria-hidden="true" className="size-4" />
            {t('admin.reports.exportCsv')}
          </Button>
        </div>
      </div>
      <form
        className="flex flex-wrap items-end gap-3 rounded-xl border border-line bg-card p-4"
        onSubmit={(event) => event.preventDefault()}
        aria-label={t('admin.reports.title')}
      >
        <div className="w-full sm:w-44">
          <Field label={t('admin.reports.from')}>
            <Input
              type="date"
              value={from}
              max={today}
              onChange={(event) => setPeriod({ from: event.target.value })}
            />
          </Field>
        </div>
        <div className="w-full sm:w-44">
          <Field label={t('admin.reports.to')} error={rangeError}>
            <Input
              type="date"
              value={to}
              min={from}
              onChange={(event) => setPeriod({ to: event.target.value })}
            />
          </Field>
        </div>
        <Button variant="secondary" onClick={() => setPeriod({ from: '', to: '' })}>
          {t('admin.reports.today')}
        </Button>
      </form>
      {rangeError ? null : (
        <QueryStates
          query={report}
          texts={{
            error: t('admin.reports.loadError'),
            retry: t('admin.reports.retry'),
            loading: t('admin.reports.loading'),
          }}
        />
      )}
      {report.data && !rangeError ? (
        <>
          <p className="text-sm font-medium text-fg-muted">{heading(report.data)}</p>
          <EndOfDayTables report={report.data} />
        </>
      ) : null}
      {view}
    </div>
  );
}

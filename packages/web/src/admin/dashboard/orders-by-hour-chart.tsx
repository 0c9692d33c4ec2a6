import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useStaffSettings } from '../staff-settings/use-staff-settings.hook.ts';
import { busiestHour, hourRange } from './dashboard-format.ts';
import { useDashboardLayout } from './dashboard-layout.ts';

const AXIS_STEP = 3;

/**
 * Orders per hour of the restaurant's day as plain CSS bars (no chart library in the admin chunk).
 * The bars are a picture for the eye; screen readers get the same figures as a table.
 */
export function OrdersByHourChart({ counts }: { counts: readonly number[] }) {
  const { t } = useTranslation();
  const { card: cardStyles } = useDashboardLayout();
  // REGIONAL.TIME_FORMAT: '08:00–09:00' or '8 AM–9 AM'.
  const { time_format: clock } = useStaffSettings();
  const max = Math.max(1, ...counts);
  const busiest = busiestHour(counts);

  return (
    <section aria-labelledby="dashboard-hours" className={cardStyles}>
      <h2 id="dashboard-hours" className="text-lg font-semibold">
        {t('admin.dashboard.hours.title')}
      </h2>
      {busiest ? (
        <p className="mt-1 text-sm text-fg-muted">
          {t('admin.dashboard.hours.busiest', {
            range: hourRange(busiest.hour, clock),
            count: busiest.count,
          })}
        </p>
      ) : null}
      <div aria-hidden="true" className="mt-4">
        <div className="flex h-40 items-end gap-px border-b border-line sm:gap-1">
          {counts.map((count, hour) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: the index is the hour of day
              key={hour}
              title={`${hourRange(hour, clock)}: ${count}`}
              className="flex h-full min-w-0 flex-1 flex-col items-center justify-end"
            >
              {count > 0 ? (
                <span className="mb-0.5 text-[0.65rem] leading-none font-semibold tabular-nums text-fg-muted max-sm:hidden">
                  {count}
                </span>
              ) : null}
              <div
                className="w-full rounded-t-sm bg-blue-500 dark:bg-blue-400"
                style={{ height: `${(count / max) * 100}%`, minHeight: count > 0 ? '2px' : 0 }}
              />
            </div>
          ))}
        </div>
        <div className="mt-1 flex gap-px text-[0.65rem] text-fg-muted tabular-nums sm:gap-1 sm:text-xs">
          {counts.map((_, hour) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the index is the hour of day
            <span key={hour} className="min-w-0 flex-1 text-center">
              {hour % AXIS_STEP === 0 ? String(hour).padStart(2, '0') : ''}
            </span>
          ))}
        </div>
      </div>
      <table className="sr-only">
        <caption>{t('admin.dashboard.hours.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.dashboard.hours.hour')}</th>
            <th scope="col">{t('admin.dashboard.hours.orders')}</th>
          </tr>
        </thead>
        <tbody>
          {counts.map((count, hour) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the index is the hour of day
            <tr key={hour}>
              <th scope="row">{hourRange(hour, clock)}</th>
              <td>{count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

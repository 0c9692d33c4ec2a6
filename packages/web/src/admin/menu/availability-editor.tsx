import {
  MAX_WINDOWS_PER_DAY,
  type TAvailabilitySchedule,
  type TTimeWindow,
  type TWeekday,
  WEEKDAYS,
} from '@tableside/shared/availability.schemas';
import { MoonStar, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Switch } from '../../ui/switch.tsx';
import { TimeField } from '../../ui/time-field.tsx';
import { useRegionalFormat, useStaffFormat } from '../staff-settings/staff-format.ts';
import {
  dayMode,
  nextWindow,
  openEveryDay,
  scheduleProblems,
  spansMidnight,
  type TDayMode,
  windowsOf,
  withDayMode,
  withWindows,
} from './availability-editor.state.ts';
import { AddButton, IconButton } from './list-buttons.tsx';
import { compactSelectStyles } from './menu-styles.ts';

type TAvailabilityEditorProps = {
  value: TAvailabilitySchedule | null;
  onChange: (value: TAvailabilitySchedule | null) => void;
  disabled?: boolean;
  /** Inside a section already titled 'Weekly availability', the legend is for screen readers only. */
  hideLegend?: boolean;
};

const timeInputStyles =
  'h-11 w-[7.5rem] rounded-lg border border-line bg-card px-2 text-base text-fg aria-invalid:border-danger';

/**
 * Weekly availability of an item or a category (spec admin 3 time_availability): always, or per
 * weekday closed, all day or time windows. A window whose end is before its start runs past
 * midnight and says so.
 */
export function AvailabilityEditor({
  value,
  onChange,
  disabled = false,
  hideLegend = false,
}: TAvailabilityEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const problems = scheduleProblems(value);

  return (
    <fieldset className="space-y-3" disabled={disabled}>
      <legend className={hideLegend ? 'sr-only' : 'text-sm font-medium text-fg'}>
        {t('admin.menuAdmin.availability.title')}
      </legend>
      <div className="flex items-center gap-2">
        <Switch
          id={`${id}-limited`}
          checked={value !== null}
          onCheckedChange={(limited) => onChange(limited ? openEveryDay() : null)}
          aria-describedby={`${id}-hint`}
        />
        <label htmlFor={`${id}-limited`} className="text-sm text-fg">
          {t('admin.menuAdmin.availability.limited')}
        </label>
      </div>
      <p id={`${id}-hint`} className="text-sm text-fg-muted">
        {value === null ? t('admin.menuAdmin.availability.always') : t('admin.menuAdmin.availability.hint')}
      </p>
      {value === null ? null : (
        <ul className="divide-y divide-line rounded-xl border border-line">
          {WEEKDAYS.map((weekday) => (
            <DayRow
              key={weekday}
              weekday={weekday}
              schedule={value}
              problems={problems}
              onChange={onChange}
            />
          ))}
        </ul>
      )}
    </fieldset>
  );
}

type TDayRowProps = {
  weekday: TWeekday;
  schedule: TAvailabilitySchedule;
  problems: Record<string, string>;
  onChange: (value: TAvailabilitySchedule) => void;
};

function DayRow({ weekday, schedule, problems, onChange }: TDayRowProps) {
  const { t } = useTranslation();
  const { timeFormat } = useRegionalFormat();
  const { clock } = useStaffFormat();
  const id = useId();
  const mode = dayMode(schedule[weekday]);
  const windows = windowsOf(schedule, weekday);
  const dayName = t(`admin.menuAdmin.availability.days.${weekday}`);

  const setWindow = (index: number, patch: Partial<TTimeWindow>) =>
    onChange(
      withWindows(
        schedule,
        weekday,
        windows.map((window, i) => (i === index ? { ...window, ...patch } : window)),
      ),
    );

  return (
    <li className="space-y-2 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={`${id}-mode`} className="min-w-24 font-medium text-fg">
          {dayName}
        </label>
        <select
          id={`${id}-mode`}
          value={mode}
          onChange={(event) => onChange(withDayMode(schedule, weekday, event.target.value as TDayMode))}
          className={compactSelectStyles}
        >
          <option value="closed">{t('admin.menuAdmin.availability.closed')}</option>
          <option value="allDay">{t('admin.menuAdmin.availability.allDay')}</option>
          <option value="hours">{t('admin.menuAdmin.availability.hours')}</option>
        </select>
      </div>
      {mode === 'hours' ? (
        <ul className="space-y-2">
          {windows.map((window, index) => {
            const fromError = problems[`${weekday}.${index}.from`];
            const toError = problems[`${weekday}.${index}.to`];
            const error = fromError ?? toError;
            const errorId = `${id}-${index}-error`;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: windows have no identity beyond their place
              <li key={index} className="flex flex-wrap items-center gap-2">
                <TimeField
                  timeFormat={timeFormat}
                  aria-label={t('admin.menuAdmin.availability.from', { day: dayName, n: index + 1 })}
                  value={window.from}
                  onChange={(from) => setWindow(index, { from })}
                  aria-invalid={fromError ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  className={timeInputStyles}
                />
                <span aria-hidden="true">–</span>
                <TimeField
                  timeFormat={timeFormat}
                  aria-label={t('admin.menuAdmin.availability.to', { day: dayName, n: index + 1 })}
                  value={window.to}
                  onChange={(to) => setWindow(index, { to })}
                  aria-invalid={toError ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  className={timeInputStyles}
                />
                <IconButton
                  icon={Trash2}
                  label={t('admin.menuAdmin.availability.removeWindow', { day: dayName, n: index + 1 })}
                  onClick={() =>
                    onChange(
                      withWindows(
                        schedule,
                        weekday,
                        windows.filter((_, i) => i !== index),
                      ),
                    )
                  }
                />
                {spansMidnight(window) ? (
                  <span className="flex items-center gap-1 text-sm text-fg-muted">
                    <MoonStar aria-hidden="true" className="size-4" />
                    {t('admin.menuAdmin.availability.overnight', { to: clock(window.to) })}
                  </span>
                ) : null}
                {error ? (
                  <p id={errorId} className="w-full text-sm font-medium text-danger">
                    {t(`admin.menuAdmin.availability.problems.${error as 'invalidTime' | 'sameTime'}`)}
                  </p>
                ) : null}
              </li>
            );
          })}
          {windows.length < MAX_WINDOWS_PER_DAY ? (
            <li>
              <AddButton
                label={t('admin.menuAdmin.availability.addWindow')}
                onClick={() => onChange(withWindows(schedule, weekday, [...windows, nextWindow(windows)]))}
              />
            </li>
          ) : null}
        </ul>
      ) : null}
    </li>
  );
}

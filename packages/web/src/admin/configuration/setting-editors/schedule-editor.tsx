import { type TTimeWindow, type TWeekday, WEEKDAYS } from '@tableside/shared/availability.schemas';
import { MoonStar, Plus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Button } from '../../../ui/button.tsx';
import { Switch } from '../../../ui/switch.tsx';
import { TimeField } from '../../../ui/time-field.tsx';
import { useRegionalFormat, useStaffFormat } from '../../staff-settings/staff-format.ts';
import type { TEditorProps } from './editor-props.ts';
import {
  MAX_WINDOWS_PER_DAY,
  spansMidnight,
  type TDayHours,
  type TWeekHours,
  valueFromWeek,
  weekFromValue,
  windowProblem,
  withNewWindow,
  withOpen,
  withoutWindow,
  withWindow,
} from './schedule-editor.state.ts';

const timeInputStyles =
  'h-11 w-[8.25rem] rounded-lg border border-line bg-card px-2 text-base text-fg aria-invalid:border-danger disabled:opacity-60';

const closedWeek = () => weekFromValue('') as TWeekHours;

/**
 * SCHEDULE: the weekly opening hours, Monday to Sunday; each day closed or open with one or more
 * windows. A window ending before it starts runs past midnight and says so. The Locations screen
 * uses it for a location's own hours (same text format).
 */
export function ScheduleEditor({
  value,
  onChange,
  disabled,
  control,
}: Pick<TEditorProps, 'value' | 'onChange' | 'disabled' | 'control'>) {
  const [week, setWeek] = useState<TWeekHours>(() => weekFromValue(value) ?? closedWeek());
  // The text last written from here: any other value (reset, refetch) replaces the model.
  const written = useRef(value);
  const remembered = useRef<Partial<Record<TWeekday, TTimeWindow[]>>>({});
  if (value !== written.current) {
    written.current = value;
    const next = weekFromValue(value);
    if (next) setWeek(next);
  }

  const setDay = (weekday: TWeekday, day: TDayHours) => {
    if (day.windows.length > 0) remembered.current[weekday] = day.windows;
    const next = { ...week, [weekday]: day };
    setWeek(next);
    written.current = valueFromWeek(next);
    onChange(written.current);
  };

  return (
    <ul className="divide-y divide-line rounded-xl border border-line">
      {WEEKDAYS.map((weekday, index) => (
        <DayRow
          key={weekday}
          weekday={weekday}
          day={week[weekday]}
          disabled={disabled}
          switchId={index === 0 ? control.id : undefined}
          onChange={(day) => setDay(weekday, day)}
          remembered={remembered.current[weekday]}
        />
      ))}
    </ul>
  );
}

type TDayRowProps = {
  weekday: TWeekday;
  day: TDayHours;
  disabled: boolean;
  switchId: string | undefined;
  onChange: (day: TDayHours) => void;
  remembered: TTimeWindow[] | undefined;
};

function DayRow({ weekday, day, disabled, switchId, onChange, remembered }: TDayRowProps) {
  const { t } = useTranslation();
  const { timeFormat } = useRegionalFormat();
  const { clock } = useStaffFormat();
  const dayName = t(`admin.configuration.editors.schedule.days.${weekday}`);
  const errorId = `${switchId ?? ''}${weekday}-error`;

  return (
    <li className="space-y-2 p-2 sm:p-3">
      <div className="flex flex-wrap items-center justify-between gap-x-3">
        <span className="min-w-24 font-medium text-fg">{dayName}</span>
        <Switch
          id={switchId}
          checked={day.open}
          disabled={disabled}
          label={t('admin.configuration.editors.schedule.openLabel', { day: dayName })}
          onCheckedChange={(open) => onChange(withOpen(day, open, remembered))}
        >
          <span className="text-fg-muted">
            {t(
              day.open
                ? 'admin.configuration.editors.schedule.open'
                : 'admin.configuration.editors.schedule.closed',
            )}
          </span>
        </Switch>
      </div>
      {day.open && day.allDay ? (
        <p className="text-sm text-fg-muted">{t('admin.configuration.editors.schedule.allDay')}</p>
      ) : null}
      {day.open ? (
        <ul className="space-y-2">
          {day.windows.map((window, index) => {
            const problem = windowProblem(window);
            const n = index + 1;
            const id = `${errorId}-${index}`;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: windows have no identity beyond their place
              <li key={index} className="flex flex-wrap items-center gap-2">
                <TimeField
                  timeFormat={timeFormat}
                  aria-label={t('admin.configuration.editors.schedule.from', { day: dayName, n })}
                  value={window.from}
                  disabled={disabled}
                  aria-invalid={problem === 'invalidTime' || undefined}
                  aria-describedby={problem ? id : undefined}
                  onChange={(from) => onChange(withWindow(day, index, { from }))}
                  className={timeInputStyles}
                />
                <span aria-hidden="true">–</span>
                <TimeField
                  timeFormat={timeFormat}
                  aria-label={t('admin.configuration.editors.schedule.to', { day: dayName, n })}
                  value={window.to}
                  disabled={disabled}
                  aria-invalid={problem !== null || undefined}
                  aria-describedby={problem ? id : undefined}
                  onChange={(to) => onChange(withWindow(day, index, { to }))}
                  className={timeInputStyles}
                />
                <Button
                  variant="ghost"
                  size="icon"
                  disabled={disabled}
                  aria-label={t('admin.configuration.editors.schedule.removeWindow', { day: dayName, n })}
                  onClick={() => onChange(withoutWindow(day, index))}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
                {spansMidnight(window) ? (
                  <span className="flex items-center gap-1 text-sm text-fg-muted">
                    <MoonStar aria-hidden="true" className="size-4" />
                    {t('admin.configuration.editors.schedule.overnight', { to: clock(window.to) })}
                  </span>
                ) : null}
                {problem ? (
                  <p id={id} className="w-full text-sm font-medium text-danger">
                    {t(`admin.configuration.editors.schedule.${problem}`)}
                  </p>
                ) : null}
              </li>
            );
          })}
          {day.windows.length < MAX_WINDOWS_PER_DAY ? (
            <li>
              <Button
                variant="ghost"
                size="sm"
                disabled={disabled}
                onClick={() => onChange(withNewWindow(day))}
              >
                <Plus aria-hidden="true" className="size-4" />
                {t('admin.configuration.editors.schedule.addWindow')}
              </Button>
            </li>
          ) : null}
        </ul>
      ) : null}
    </li>
  );
}

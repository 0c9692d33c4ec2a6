import { monthNames } from '../../../lib/format/day-month-format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { selectStyles } from '../../../ui/select.tsx';
import { dayMonthOf, dayMonthValue, daysIn } from './day-month.ts';
import type { TEditorProps } from './editor-props.ts';

/** A day and a month, no year (ANALYTICS.FISCAL_YEAR_START; day-month.ts says why). */
export function DayMonthEditor({ value, onChange, disabled, control, name, language }: TEditorProps) {
  const { t } = useTranslation();
  const current = dayMonthOf(value) ?? { day: 1, month: 1 };
  const months = monthNames(language);
  const days = Array.from({ length: daysIn(current.month) }, (_, index) => index + 1);
  return (
    <div className="flex flex-wrap gap-2">
      <div className="w-24">
        <select
          {...control}
          aria-label={t('admin.configuration.editors.dayMonth.day', { name })}
          className={selectStyles}
          value={current.day}
          disabled={disabled}
          onChange={(event) =>
            onChange(dayMonthValue(value, { ...current, day: Number(event.target.value) }))
          }
        >
          {days.map((day) => (
            <option key={day} value={day}>
              {day}
            </option>
          ))}
        </select>
      </div>
      <div className="w-44">
        <select
          aria-label={t('admin.configuration.editors.dayMonth.month', { name })}
          aria-describedby={control['aria-describedby']}
          aria-invalid={control['aria-invalid']}
          className={selectStyles}
          value={current.month}
          disabled={disabled}
          onChange={(event) =>
            onChange(dayMonthValue(value, { ...current, month: Number(event.target.value) }))
          }
        >
          {months.map((month, index) => (
            <option key={month} value={index + 1}>
              {month}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

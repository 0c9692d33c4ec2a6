import { type ComponentProps, useState } from 'react';
import { readClockText } from '../lib/format/clock-input.ts';
import { dateTimeFormat, type TTimeFormat } from '../lib/format/date-time-format.ts';
import { useTranslation } from '../lib/i18n/use-translation.ts';

type TTimeFieldProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> & {
  /** 'HH:MM', or what staff typed that is not a time yet (the form shows its error). */
  value: string;
  onChange: (value: string) => void;
  /** REGIONAL.TIME_FORMAT: '21:30' or '9:30 PM'. */
  timeFormat: TTimeFormat;
};

/**
 * A time of day on the restaurant's clock. Typed, not <input type="time">: that one shows the
 * browser locale's clock, 12-hour in an English browser whatever REGIONAL.TIME_FORMAT says
 * (decision 0042). Every readable entry is written back as 'HH:MM' at once; the field shows it in
 * the chosen clock once it loses focus.
 */
export function TimeField({ value, onChange, timeFormat, onBlur, onFocus, ...props }: TTimeFieldProps) {
  const { i18n } = useTranslation();
  const shown = (hhmm: string) =>
    timeFormat === '12H' ? dateTimeFormat({ language: i18n.language, timeFormat }).clock(hhmm) : hhmm;
  const [draft, setDraft] = useState<string | null>(null);
  // While typing, the draft stays as typed; a value set from outside (reset) replaces it.
  const editing = draft !== null && (readClockText(draft) ?? draft.trim()) === value;
  return (
    <input
      type="text"
      inputMode={timeFormat === '12H' ? 'text' : 'decimal'}
      autoComplete="off"
      spellCheck={false}
      placeholder={shown('09:00')}
      {...props}
      value={editing ? draft : shown(value)}
      onFocus={(event) => {
        setDraft(shown(value));
        onFocus?.(event);
      }}
      onChange={(event) => {
        setDraft(event.target.value);
        onChange(readClockText(event.target.value) ?? event.target.value.trim());
      }}
      onBlur={(event) => {
        setDraft(null);
        onBlur?.(event);
      }}
    />
  );
}

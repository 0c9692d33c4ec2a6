import { isTimeZone } from '@tableside/shared/config-rules';
import { useMemo } from 'react';
import { dateTimeFormat } from '../../../lib/format/date-time-format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Input } from '../../../ui/input.tsx';
import { useRegionalFormat } from '../../staff-settings/staff-format.ts';
import { describedBy, type TEditorProps } from './editor-props.ts';

/** The zones the browser knows; an older browser without the list still accepts typed names. */
function timeZones(): string[] {
  return typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
}

/** TIMEZONE: a text box suggesting every IANA zone as one types, with the local time there. */
export function TimeZoneEditor({ value, onChange, disabled, control, language }: TEditorProps) {
  const { t } = useTranslation();
  const zones = useMemo(timeZones, []);
  const listId = `${control.id}-zones`;
  const hintId = `${control.id}-zone-hint`;
  // The time there on the restaurant's clock (REGIONAL.TIME_FORMAT): '21:05', not '09:05 PM'.
  const { timeFormat } = useRegionalFormat();
  const now = isTimeZone(value)
    ? dateTimeFormat({ language, timeZone: value, timeFormat }).time(new Date().toISOString())
    : null;

  return (
    <div className="space-y-1">
      <Input
        {...control}
        aria-describedby={describedBy(control, hintId)}
        list={listId}
        value={value}
        disabled={disabled}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
      />
      <datalist id={listId}>
        {zones.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
      <p id={hintId} className="text-xs text-fg-muted">
        {now
          ? t('admin.configuration.editors.timezoneNow', { time: now })
          : t('admin.configuration.editors.timezoneHint')}
      </p>
    </div>
  );
}

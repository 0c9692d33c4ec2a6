import { CONFIG_NUMBER_RULES } from '@tableside/shared/config-rules';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Input } from '../../../ui/input.tsx';
import { unitText } from '../config-format.ts';
import { describedBy, type TEditorProps } from './editor-props.ts';

/** NUMBER: a number input with the unit beside it and the allowed range below (config-rules.ts). */
export function NumberEditor({ setting, value, onChange, disabled, control }: TEditorProps) {
  const { t } = useTranslation();
  const rule = CONFIG_NUMBER_RULES[setting.key];
  // Beside the field the unit agrees with the value typed; in the range, with the largest value.
  const unit = rule ? unitText(t, rule.unit, value.trim() === '' ? 2 : Number(value)) : undefined;
  const rangeId = `${control.id}-range`;
  return (
    <div className="space-y-1">
      <div className="flex items-center gap-2">
        <Input
          {...control}
          aria-describedby={describedBy(control, rule ? rangeId : undefined)}
          type="number"
          inputMode={rule?.integer ? 'numeric' : 'decimal'}
          min={rule?.min}
          max={rule?.max}
          step={rule?.integer ? 1 : 'any'}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          className="max-w-40"
        />
        {unit ? <span className="text-sm text-fg-muted">{unit}</span> : null}
      </div>
      {rule ? (
        <p id={rangeId} className="text-xs text-fg-muted">
          {t('admin.configuration.editors.range', {
            min: rule.min,
            max: rule.max,
            unit: unitText(t, rule.unit, rule.max),
          })}
        </p>
      ) : null}
    </div>
  );
}

import { encodeSelectValue, selectedKeys } from '@tableside/shared/config-catalogue';
import { EnumChoices, valueInWords } from '../../enums/enum-choices.tsx';
import { selectStyles } from '../config-styles.ts';
import { choiceKeysOf, choiceLabels } from '../config-view.ts';
import { enumOfSetting } from '../enum-settings.ts';
import type { TEditorProps } from './editor-props.ts';

/** Up to this many choices a SELECT shows as radio buttons; more become a drop-down. */
const MAX_RADIOS = 4;

/** Whether the row wraps this editor in a fieldset (several controls share the setting's name). */
export function selectUsesRadios(key: string, value: string): boolean {
  return choiceKeysOf(key, value).length <= MAX_RADIOS;
}

const optionStyles =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-line px-3 text-sm has-checked:border-ring has-checked:bg-muted has-disabled:cursor-not-allowed has-disabled:opacity-60';

/** SELECT: one of the choices, stored 'KEY:1|OTHER:0' (encodeSelectValue). */
export function SelectEditor({ setting, value, onChange, disabled, control, language }: TEditorProps) {
  const keys = choiceKeysOf(setting.key, value);
  const labels = choiceLabels(setting, language);
  const current = selectedKeys(value)[0] ?? '';
  const choose = (key: string) => onChange(encodeSelectValue(keys, [key]));

  if (keys.length > MAX_RADIOS) {
    return (
      <select
        {...control}
        value={current}
        disabled={disabled}
        onChange={(event) => choose(event.target.value)}
        className={selectStyles}
      >
        {current === '' ? <option value="">—</option> : null}
        {keys.map((key) => (
          <option key={key} value={key}>
            {labels[key] ?? key}
          </option>
        ))}
      </select>
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      {keys.map((key, index) => (
        <label key={key} className={optionStyles}>
          <input
            type="radio"
            // The first radio carries the row's id, so the error summary can focus the group.
            id={index === 0 ? control.id : undefined}
            name={control.id}
            value={key}
            checked={current === key}
            disabled={disabled}
            onChange={() => choose(key)}
            className="size-4 accent-action"
          />
          {labels[key] ?? key}
        </label>
      ))}
    </div>
  );
}

/** MULTISELECT: any of the choices, one checkbox each; an enumeration's from GET /enums. */
export function MultiSelectEditor(props: TEditorProps) {
  const enumName = enumOfSetting(props.setting.key);
  if (!enumName) return <Checkboxes {...props} keys={choiceKeysOf(props.setting.key, props.value)} />;
  return <EnumChoices name={enumName}>{(keys) => <Checkboxes {...props} keys={keys} />}</EnumChoices>;
}

function Checkboxes({
  setting,
  value,
  onChange,
  disabled,
  control,
  language,
  keys,
}: TEditorProps & { keys: readonly string[] }) {
  const labels = choiceLabels(setting, language);
  const selected = selectedKeys(value);
  const toggle = (key: string, on: boolean) =>
    onChange(encodeSelectValue(keys, on ? [...selected, key] : selected.filter((k) => k !== key)));

  return (
    <div className="flex flex-wrap gap-2">
      {keys.map((key, index) => (
        <label key={key} className={optionStyles}>
          <input
            type="checkbox"
            id={index === 0 ? control.id : undefined}
            checked={selected.includes(key)}
            disabled={disabled}
            onChange={(event) => toggle(key, event.target.checked)}
            className="size-4 accent-action"
          />
          {labels[key] ?? valueInWords(key)}
        </label>
      ))}
    </div>
  );
}

import type { TConfigValueType } from '@tableside/shared/config-catalogue';
import type { ComponentType } from 'react';
import { Switch } from '../../../ui/switch.tsx';
import { ActionButton } from './action-button.tsx';
import { MultiSelectEditor, SelectEditor, selectUsesRadios } from './choice-editors.tsx';
import { ColorEditor } from './color-editor.tsx';
import { DayMonthEditor } from './day-month-editor.tsx';
import type { TEditorProps } from './editor-props.ts';
import { FileEditor } from './file-editor.tsx';
import { NumberEditor } from './number-editor.tsx';
import { ScheduleEditor } from './schedule-editor.tsx';
import { TaxPicker } from './tax-picker.tsx';
import { TextAreaEditor, TextEditor } from './text-editor.tsx';
import { TimeZoneEditor } from './timezone-editor.tsx';
import { TipPercentagesEditor } from './tip-percentages-editor.tsx';

/** CHECKBOX: the app's switch; the stored value is 'true' or 'false'. */
function CheckboxEditor({ value, onChange, disabled, control }: TEditorProps) {
  return (
    <Switch
      {...control}
      checked={value === 'true'}
      disabled={disabled}
      onCheckedChange={(checked) => onChange(checked ? 'true' : 'false')}
    />
  );
}

/** One editor per value type of spec admin 5. */
const EDITORS: Record<TConfigValueType, ComponentType<TEditorProps>> = {
  TEXT: TextEditor,
  NUMBER: NumberEditor,
  CHECKBOX: CheckboxEditor,
  SELECT: SelectEditor,
  MULTISELECT: MultiSelectEditor,
  ID: TaxPicker,
  FILE: FileEditor,
  COLOR: ColorEditor,
  DATE: TextEditor,
  EMAIL: TextEditor,
  PHONE: TextEditor,
  TEXTAREA: TextAreaEditor,
  URL: TextEditor,
  SCHEDULE: ScheduleEditor,
  TIMEZONE: TimeZoneEditor,
  BUTTON: ActionButton,
};

/** Settings whose value has a shape of its own beyond its type (issue 41). */
const EDITORS_BY_KEY: Readonly<Record<string, ComponentType<TEditorProps>>> = {
  'ANALYTICS.FISCAL_YEAR_START': DayMonthEditor,
  'PAYMENT.TIP_PERCENTAGES': TipPercentagesEditor,
};

export function SettingEditor(props: TEditorProps) {
  const Editor = EDITORS_BY_KEY[props.setting.key] ?? EDITORS[props.setting.type] ?? TextEditor;
  return <Editor {...props} />;
}

/**
 * Editors made of several controls sit in a fieldset named by a legend; the others have one
 * control that the row's <label htmlFor> names.
 */
export function usesFieldset(type: TConfigValueType, key: string, value: string): boolean {
  if (key in EDITORS_BY_KEY) return true;
  if (type === 'SELECT') return selectUsesRadios(key, value);
  return type === 'MULTISELECT' || type === 'SCHEDULE';
}

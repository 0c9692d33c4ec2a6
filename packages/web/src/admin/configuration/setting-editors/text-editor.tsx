import type { TConfigValueType } from '@tableside/shared/config-catalogue';
import { Input } from '../../../ui/input.tsx';
import { textareaStyles } from '../config-styles.ts';
import type { TEditorProps } from './editor-props.ts';

const INPUT_TYPES: Partial<
  Record<TConfigValueType, { type: string; autoComplete?: string; inputMode?: 'email' | 'tel' | 'url' }>
> = {
  TEXT: { type: 'text' },
  EMAIL: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  PHONE: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  URL: { type: 'url', autoComplete: 'url', inputMode: 'url' },
  DATE: { type: 'date' },
};

/** TEXT, EMAIL, PHONE, URL and DATE: one native input of the matching type. */
export function TextEditor({ setting, value, onChange, disabled, control }: TEditorProps) {
  const input = INPUT_TYPES[setting.type] ?? { type: 'text' };
  return (
    <Input
      {...control}
      {...input}
      value={value}
      disabled={disabled}
      spellCheck={setting.type === 'TEXT'}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** TEXTAREA: several lines of text. */
export function TextAreaEditor({ value, onChange, disabled, control }: TEditorProps) {
  return (
    <textarea
      {...control}
      rows={4}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      className={textareaStyles}
    />
  );
}

import type { TConfigSettingView } from '@tableside/shared/config.schemas';
import type { TConfigLocale } from '@tableside/shared/config-catalogue';

/** How a setting row's label, help and error reach its control (setting-row.tsx). */
export type TControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/** What every editor receives: the value is always text, in the setting's stored format. */
export type TEditorProps = {
  setting: TConfigSettingView;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  control: TControlProps;
  /** The setting's name in the UI language, for controls that need their own accessible name. */
  name: string;
  language: TConfigLocale;
  /** The group's current (unsaved) values by key, for editors that compare with a sibling. */
  groupValues: Readonly<Record<string, string>>;
};

/** Adds an id to an aria-describedby list. */
export function describedBy(control: TControlProps, extra: string | undefined): string | undefined {
  return [control['aria-describedby'], extra].filter(Boolean).join(' ') || undefined;
}

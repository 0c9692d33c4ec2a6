import type { TConfigSettingView, TConfigView } from '@tableside/shared/config.schemas';
import type { TConfigLocale } from '@tableside/shared/config-catalogue';
import { foldText } from '@tableside/shared/text-fold';
import { allSettings, groupText, settingText } from './config-view.ts';

export type TSettingMatch = {
  setting: TConfigSettingView;
  name: string;
  description: string;
  groupName: string;
  /** Found only through its internal key: the results then show the key, which nobody reads otherwise. */
  byKey: boolean;
};

/**
 * Settings whose name, description or key (texts in the UI language) hold every word of the query,
 * in any order, ignoring case and accents as every search does (decision 0024): 'wahrung' finds 'Währung'.
 */
export function searchSettings(
  view: TConfigView | undefined,
  query: string,
  language: TConfigLocale,
): TSettingMatch[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return allSettings(view).flatMap((setting) => {
    const text = settingText(setting, language);
    const haystack = foldText(
      `${text.name} ${text.description} ${setting.key} ${setting.key.replaceAll('_', ' ')}`,
    );
    if (!words.every((word) => haystack.includes(word))) return [];
    const byName = foldText(`${text.name} ${text.description}`);
    return [
      {
        setting,
        name: text.name,
        description: text.description,
        groupName: groupText(view, setting.group, language).name,
        byKey: !words.every((word) => byName.includes(word)),
      },
    ];
  });
}

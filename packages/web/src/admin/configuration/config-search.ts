import type { TConfigSettingView, TConfigView } from '@tableside/shared/config.schemas';
import type { TConfigLocale } from '@tableside/shared/config-catalogue';
import { allSettings, groupText, settingText } from './config-view.ts';

export type TSettingMatch = {
  setting: TConfigSettingView;
  name: string;
  description: string;
  groupName: string;
};

/** Lower case without accents, so 'wahrung' finds 'Währung'. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Settings whose name, description or key (texts in the UI language) hold every word of the query, in any order. */
export function searchSettings(
  view: TConfigView | undefined,
  query: string,
  language: TConfigLocale,
): TSettingMatch[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return allSettings(view).flatMap((setting) => {
    const text = settingText(setting, language);
    const haystack = fold(
      `${text.name} ${text.description} ${setting.key} ${setting.key.replaceAll('_', ' ')}`,
    );
    if (!words.every((word) => haystack.includes(word))) return [];
    return [
      {
        setting,
        name: text.name,
        description: text.description,
        groupName: groupText(view, setting.group, language).name,
      },
    ];
  });
}

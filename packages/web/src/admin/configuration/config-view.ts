import type { TConfigGroupView, TConfigSettingView, TConfigView } from '@tableside/shared/config.schemas';
import {
  CONFIG_GROUP_TRANSLATIONS,
  CONFIG_GROUPS,
  findConfigSetting,
  type TConfigGroup,
  type TConfigLocale,
  type TConfigText,
} from '@tableside/shared/config-catalogue';

/**
 * Reading GET /config for the screens: groups in the catalogue's order, their settings in their
 * sort order, and texts in the UI language (the server's `_translations` first, the catalogue's
 * as a fallback for a group or setting the server does not describe).
 */

/** spec admin 2: groups appear in the address in kebab-case (KITCHEN_OPERATIONS → kitchen-operations). */
export function groupSlug(group: string): string {
  return group.toLowerCase().replaceAll('_', '-');
}

/** The group a kebab-case address part names, or undefined for one the product does not know. */
export function groupFromSlug(slug: string): TConfigGroup | undefined {
  const name = slug.toUpperCase().replaceAll('-', '_');
  return CONFIG_GROUPS.find((group) => group === name);
}

export function groupPath(group: string, highlight?: string): string {
  const path = `/admin/configuration/${groupSlug(group)}`;
  return highlight ? `${path}?highlight=${encodeURIComponent(highlight)}` : path;
}

function isSettingView(value: unknown): value is TConfigSettingView {
  return typeof value === 'object' && value !== null && 'key' in value && 'type' in value;
}

/** The settings of one group, in their stored order. */
export function settingsOf(group: TConfigGroupView | undefined): TConfigSettingView[] {
  if (!group) return [];
  return Object.entries(group)
    .filter(([key]) => key !== '_translations')
    .map(([, value]) => value)
    .filter(isSettingView)
    .sort((a, b) => a.sort_order - b.sort_order);
}

/** Every setting of the view, groups in catalogue order. */
export function allSettings(view: TConfigView | undefined): TConfigSettingView[] {
  return CONFIG_GROUPS.flatMap((group) => settingsOf(view?.[group]));
}

export function groupText(
  view: TConfigView | undefined,
  group: string,
  language: TConfigLocale,
): TConfigText {
  const served = view?.[group]?._translations;
  const known = CONFIG_GROUP_TRANSLATIONS[group as TConfigGroup];
  return served?.[language] ?? known?.[language] ?? served?.en ?? { name: group, description: '' };
}

export function settingText(setting: TConfigSettingView, language: TConfigLocale): TConfigText {
  const known = findConfigSetting(setting.key)?.translations;
  return (
    setting.translations[language] ??
    known?.[language] ??
    setting.translations.en ?? { name: setting.key, description: '' }
  );
}

/** The text of a setting known only by key (import previews): the catalogue's, else the key. */
export function settingNameByKey(key: string, language: TConfigLocale): string {
  return findConfigSetting(key)?.translations[language].name ?? key;
}

/** The label of each choice of a SELECT or MULTISELECT in the UI language. */
export function choiceLabels(
  setting: Pick<TConfigSettingView, 'key' | 'select_translations'>,
  language: TConfigLocale,
): Record<string, string> {
  const known = findConfigSetting(setting.key)?.select_translations;
  return (
    setting.select_translations?.[language] ?? known?.[language] ?? setting.select_translations?.en ?? {}
  );
}

/** The choice keys in order: the catalogue's, else those named in the value. */
export function choiceKeysOf(key: string, value: string): string[] {
  const known = findConfigSetting(key)?.choiceKeys;
  if (known) return [...known];
  return value
    .split('|')
    .map((part) => part.split(':')[0] ?? '')
    .filter(Boolean);
}

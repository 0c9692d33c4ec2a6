import type { TConfigSettingView, TConfigView } from '@tableside/shared/config.schemas';
import { CONFIG_CATALOGUE, CONFIG_GROUP_TRANSLATIONS } from '@tableside/shared/config-catalogue';

/** GET /config as the API answers it for the catalogue's defaults, with `values` changed. */
export function configViewOf(values: Record<string, string> = {}): TConfigView {
  const view: TConfigView = {};
  CONFIG_CATALOGUE.forEach((setting, index) => {
    const entry: TConfigSettingView = {
      key: setting.key,
      group: setting.group,
      type: setting.type,
      value: values[setting.key] ?? setting.default_value,
      default_value: setting.default_value,
      sort_order: index,
      translations: setting.translations,
      select_translations: setting.select_translations ?? null,
      updated_at: '2025-01-01T00:00:00.000Z',
    };
    view[setting.group] ??= { _translations: CONFIG_GROUP_TRANSLATIONS[setting.group] };
    (view[setting.group] as Record<string, unknown>)[setting.key] = entry;
  });
  return view;
}

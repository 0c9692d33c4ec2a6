import type { TConfigSettingView } from '@tableside/shared/config.schemas';
import {
  findConfigSetting,
  type TConfigGroup,
  type TConfigSetting,
} from '@tableside/shared/config-catalogue';
import { checkSettingValue } from '@tableside/shared/config-rules';
import type { TEnums } from '@tableside/shared/enums.schemas';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { enumQueries } from '../enums/enums.queries.ts';
import { choiceKeysOf } from './config-view.ts';
import { enumOfSetting } from './enum-settings.ts';

/**
 * The catalogue entry the shared rules check a value against (built from the view for an unknown
 * key); a setting offering an enumeration is checked with the values GET /enums answered.
 */
function ruleEntry(setting: TConfigSettingView, enums: TEnums | undefined): TConfigSetting {
  const entry = catalogueEntry(setting);
  const enumName = enumOfSetting(setting.key);
  const served = enumName ? enums?.[enumName] : undefined;
  return served ? { ...entry, choiceKeys: served } : entry;
}

function catalogueEntry(setting: TConfigSettingView): TConfigSetting {
  return (
    findConfigSetting(setting.key) ?? {
      key: setting.key as TConfigSetting['key'],
      group: setting.group as TConfigGroup,
      type: setting.type,
      default_value: setting.default_value,
      translations: {
        en: { name: setting.key, description: '' },
        de: { name: setting.key, description: '' },
      },
      choiceKeys: choiceKeysOf(setting.key, setting.value),
    }
  );
}

export type TGroupDraft = ReturnType<typeof useGroupDraft>;

/**
 * A group's unsaved edits, laid over the server's values: a refetch (after a reset, an upload or
 * another tab's save) shows through wherever nothing was edited. Errors are the shared rules'
 * (config-rules.ts, as the server checks them) for edited values, for every value once a save was
 * tried, and the server's by key until that value changes.
 */
export function useGroupDraft(settings: readonly TConfigSettingView[]) {
  const [edits, setEdits] = useState<Readonly<Record<string, string>>>({});
  const [serverErrors, setServerErrors] = useState<Readonly<Record<string, string[]>>>({});
  const [checkAll, setCheckAll] = useState(false);
  const enums = useQuery(enumQueries.all()).data;

  const values = useMemo(
    () => Object.fromEntries(settings.map((setting) => [setting.key, edits[setting.key] ?? setting.value])),
    [settings, edits],
  );
  const dirtyKeys = useMemo(
    () =>
      settings
        .filter((setting) => setting.type !== 'BUTTON')
        .filter((setting) => setting.key in edits && edits[setting.key] !== setting.value)
        .map((setting) => setting.key),
    [settings, edits],
  );
  /** English messages by key; the row translates them. */
  const errors = useMemo(() => {
    const found: Record<string, string> = {};
    for (const setting of settings) {
      if (setting.type === 'BUTTON') continue;
      const server = serverErrors[setting.key];
      if (server?.length) {
        found[setting.key] = server.join(' ');
        continue;
      }
      if (!checkAll && !dirtyKeys.includes(setting.key)) continue;
      const message = checkSettingValue(ruleEntry(setting, enums), values[setting.key] ?? '');
      if (message) found[setting.key] = message;
    }
    return found;
  }, [settings, serverErrors, checkAll, dirtyKeys, values, enums]);

  const change = useCallback((key: string, value: string) => {
    setEdits((current) => ({ ...current, [key]: value }));
    setServerErrors((current) => {
      if (!(key in current)) return current;
      const { [key]: _gone, ...rest } = current;
      return rest;
    });
  }, []);

  /** Forgets edits (all, or those of `keys`) once saved or reset; a key edited again since stays. */
  const forget = useCallback((keys?: readonly string[], sent?: Readonly<Record<string, string>>) => {
    setEdits((current) => {
      if (!keys) return {};
      const next = { ...current };
      for (const key of keys) if (!sent || next[key] === sent[key]) delete next[key];
      return next;
    });
    setServerErrors({});
    if (!keys) setCheckAll(false);
  }, []);

  return {
    values,
    dirtyKeys,
    errors,
    change,
    forget,
    setServerErrors,
    /** Shows every value's problem, not only edited ones (a save was tried). */
    checkEverything: () => setCheckAll(true),
  };
}

import { WEEKDAYS } from '@tableside/shared/availability.schemas';
import { selectedKeys, type TConfigLocale, type TConfigValueType } from '@tableside/shared/config-catalogue';
import { CONFIG_NUMBER_RULES, type TNumberUnit } from '@tableside/shared/config-rules';
import { dayMonthText } from '../../lib/format/day-month-format.ts';
import type { TTranslate } from '../../lib/i18n/translation-keys.ts';
import { choiceLabels } from './config-view.ts';
import { dayMonthOf } from './setting-editors/day-month.ts';
import { weekFromValue } from './setting-editors/schedule-editor.state.ts';
import { tipEntries } from './setting-editors/tip-percentages-editor.tsx';

type TFormattable = {
  key: string;
  type: TConfigValueType;
  select_translations?: Parameters<typeof choiceLabels>[0]['select_translations'];
};

/** A number's unit in the plural its count needs: '1 seat', '4 seats', '1 Kopie', '2 Kopien'. */
export function unitText(t: TTranslate, unit: TNumberUnit, count: number): string {
  return t(`admin.configuration.editors.unit.${unit}`, { count: Number.isFinite(count) ? count : 2 });
}

/** 'Mon 09:00–22:00 · Tue closed · …' for a SCHEDULE value; the raw text when it cannot be read. */
function scheduleSummary(t: TTranslate, value: string): string {
  const week = weekFromValue(value);
  if (!week) return value;
  return WEEKDAYS.map((weekday) => {
    const day = week[weekday];
    const name = t(`admin.configuration.editors.schedule.short.${weekday}`);
    if (!day.open) return `${name} ${t('admin.configuration.editors.schedule.closedShort')}`;
    if (day.allDay) return `${name} ${t('admin.configuration.editors.schedule.allDay')}`;
    return `${name} ${day.windows.map((w) => `${w.from}–${w.to}`).join(', ')}`;
  }).join(' · ');
}

/**
 * A stored value as people read it: choices by their labels, switches as On/Off, hours as a
 * weekly summary, numbers with their unit. Used for the default hint and the change tables.
 */
export function formatSettingValue(
  t: TTranslate,
  setting: TFormattable,
  value: string,
  language: TConfigLocale,
): string {
  if (value === '') return t('admin.configuration.setting.emptyValue');
  if (setting.key === 'ANALYTICS.FISCAL_YEAR_START') {
    const dayMonth = dayMonthOf(value);
    return dayMonth ? dayMonthText(language, dayMonth) : value;
  }
  if (setting.key === 'PAYMENT.TIP_PERCENTAGES')
    return tipEntries(value)
      .map((entry) => `${entry} %`)
      .join(', ');
  switch (setting.type) {
    case 'CHECKBOX':
      if (value === 'true') return t('admin.configuration.setting.on');
      return value === 'false' ? t('admin.configuration.setting.off') : value;
    case 'SELECT':
    case 'MULTISELECT': {
      const labels = choiceLabels(
        { key: setting.key, select_translations: setting.select_translations ?? null },
        language,
      );
      const chosen = selectedKeys(value).map((key) => labels[key] ?? key);
      return chosen.length > 0 ? chosen.join(', ') : t('admin.configuration.setting.emptyValue');
    }
    case 'SCHEDULE':
      return scheduleSummary(t, value);
    case 'NUMBER': {
      const rule = CONFIG_NUMBER_RULES[setting.key];
      return rule ? `${value} ${unitText(t, rule.unit, Number(value))}` : value;
    }
    default:
      return value;
  }
}

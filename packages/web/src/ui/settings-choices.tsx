import { Moon, Sun } from 'lucide-react';
import type { ReactNode } from 'react';
import { changeLanguage, currentLanguage, SUPPORTED_LANGUAGES } from '../lib/i18n/i18n.ts';
import { useTranslation } from '../lib/i18n/use-translation.ts';
import { setTheme, type TTheme, useTheme } from '../lib/theme/theme.store.ts';
import { ChoiceGroup } from './choice-group.tsx';

/** The inside of SettingsPopover: theme and language. Loads with the popover's first opening. */
export function SettingsChoices() {
  const { t } = useTranslation();
  const theme = useTheme();
  const themes: { value: TTheme; label: string; preview: ReactNode }[] = [
    { value: 'light', label: t('settings.light'), preview: <Sun aria-hidden="true" className="size-4" /> },
    { value: 'dark', label: t('settings.dark'), preview: <Moon aria-hidden="true" className="size-4" /> },
  ];
  const languages = SUPPORTED_LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }));

  return (
    <div className="space-y-4">
      <ChoiceGroup
        variant="segmented"
        legend={t('settings.theme')}
        name="theme"
        options={themes}
        value={theme}
        onChange={(value) => setTheme(value)}
      />
      <ChoiceGroup
        variant="segmented"
        legend={t('settings.language')}
        name="language"
        options={languages}
        value={currentLanguage()}
        onChange={(value) => void changeLanguage(value)}
      />
      <p className="text-xs text-fg-muted">{t('settings.moreLanguages')}</p>
      <p className="border-t border-line pt-3 text-xs text-fg-muted">{t('settings.savedAutomatically')}</p>
    </div>
  );
}

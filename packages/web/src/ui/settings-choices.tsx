import { clsx } from 'clsx';
import { Moon, Sun } from 'lucide-react';
import type { ReactNode } from 'react';
import { changeLanguage, currentLanguage, SUPPORTED_LANGUAGES } from '../lib/i18n/i18n.ts';
import { useTranslation } from '../lib/i18n/use-translation.ts';
import { setTheme, type TTheme, useTheme } from '../lib/theme/theme.store.ts';

/** The inside of SettingsPopover: theme and language. Loads with the popover's first opening. */
export function SettingsChoices() {
  const { t } = useTranslation();
  const theme = useTheme();
  const themes: { value: TTheme; label: string; icon: ReactNode }[] = [
    { value: 'light', label: t('settings.light'), icon: <Sun aria-hidden="true" className="size-4" /> },
    { value: 'dark', label: t('settings.dark'), icon: <Moon aria-hidden="true" className="size-4" /> },
  ];
  const languages = SUPPORTED_LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }));

  return (
    <div className="space-y-4">
      <ChoiceGroup
        legend={t('settings.theme')}
        name="theme"
        options={themes}
        value={theme}
        onChange={(value) => setTheme(value)}
      />
      <ChoiceGroup
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

type TChoice<T extends string> = { value: T; label: string; icon?: ReactNode };

/** Native radios styled as a segmented control: arrow keys and screen readers work as usual. */
function ChoiceGroup<T extends string>(props: {
  legend: string;
  name: string;
  options: TChoice<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium">{props.legend}</legend>
      <div className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1">
        {props.options.map((option) => (
          <label
            key={option.value}
            className={clsx(
              'flex h-9 cursor-pointer items-center justify-center gap-1.5 rounded-md text-sm font-medium',
              'has-checked:bg-card has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-ring',
            )}
          >
            <input
              type="radio"
              className="sr-only"
              name={props.name}
              value={option.value}
              checked={props.value === option.value}
              onChange={() => props.onChange(option.value)}
            />
            {option.icon}
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

import { clsx } from 'clsx';
import { Check, Languages } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import {
  changeLanguage,
  currentLanguage,
  isSupportedLanguage,
  SUPPORTED_LANGUAGES,
} from '../../lib/i18n/i18n.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';

/** spec (admin 2): the header's language switcher, English and Deutsch; the choice is saved. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const language = currentLanguage();

  return (
    // Not modal: a modal menu hides the page with aria-hidden while its links stay focusable. No
    // portal: the open menu stays inside the header's landmark, where axe wants all content.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={clsx(
          'h-11 items-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold hover:bg-muted',
          className ?? 'flex',
        )}
      >
        <Languages aria-hidden="true" className="size-5" />
        {/* The visible code is part of the accessible name ('Language: EN'), as WCAG 2.5.3 asks. */}
        <span className="sr-only">{t('admin.shell.language')}: </span>
        {language.toUpperCase()}
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        className="z-50 min-w-44 rounded-xl border border-line bg-card p-1.5 text-fg shadow-xl"
      >
        <DropdownMenu.RadioGroup
          value={language}
          onValueChange={(value) => {
            if (isSupportedLanguage(value)) void changeLanguage(value);
          }}
        >
          {SUPPORTED_LANGUAGES.map((value) => (
            <DropdownMenu.RadioItem
              key={value}
              value={value}
              lang={value}
              className="flex h-11 cursor-pointer items-center gap-2.5 rounded-md px-2.5 text-sm outline-none data-highlighted:bg-muted"
            >
              <span className="flex size-4 items-center justify-center">
                <DropdownMenu.ItemIndicator>
                  <Check aria-hidden="true" className="size-4" />
                </DropdownMenu.ItemIndicator>
              </span>
              {t(`languages.${value}`)}
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

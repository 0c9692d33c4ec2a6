import { ArrowLeft, CircleAlert, CircleCheck } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Link, useLocation } from '../../lib/router/router.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Button } from '../../ui/button.tsx';
import { ChoiceGroup } from '../../ui/choice-group.tsx';
import { accessibilityBackTarget, accessibilityTableId } from './accessibility-link.ts';
import {
  COLOR_BLIND_MODES,
  FONT_SIZES,
  resetPreferences,
  updatePreferences,
  usePreferences,
} from './preferences.store.ts';
import { PreferredTags } from './preferred-tags.tsx';
import { SwitchRow } from './switch-row.tsx';

// How big the "Aa" of each font size choice is drawn, matching preferences.css.
const FONT_PREVIEW = {
  small: '0.875rem',
  medium: '1rem',
  large: '1.15rem',
  'extra-large': '1.3rem',
} as const;

/** /accessibility: the guest's preferences, stored on the device and applied at once (spec customer 3). */
export function AccessibilityPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const preferences = usePreferences();
  useDocumentTitle(t('guest.accessibility.title'));

  return (
    <div className="mx-auto max-w-2xl space-y-8 px-4 pt-4 pb-12">
      <div>
        <Link
          to={accessibilityBackTarget(location.state)}
          className="-ml-2 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 font-medium text-link"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('guest.accessibility.back')}
        </Link>
        <h1 className="mt-2 text-2xl font-semibold tracking-tight sm:text-3xl">
          {t('guest.accessibility.title')}
        </h1>
        <p className="mt-1 text-fg-muted">{t('guest.accessibility.intro')}</p>
      </div>

      <ChoiceGroup
        legend={t('guest.accessibility.fontSize')}
        name="font-size"
        columns={4}
        value={preferences.fontSize}
        onChange={(fontSize) => updatePreferences({ fontSize })}
        options={FONT_SIZES.map((size) => ({
          value: size,
          label: t(`guest.accessibility.fontSizes.${size}`),
          preview: (
            <span
              aria-hidden="true"
              className="leading-none font-semibold"
              style={{ fontSize: FONT_PREVIEW[size] }}
            >
              Aa
            </span>
          ),
        }))}
      />

      <div className="space-y-3">
        <SwitchRow
          label={t('guest.accessibility.highContrast')}
          hint={t('guest.accessibility.highContrastHint')}
          checked={preferences.highContrast}
          onChange={(highContrast) => updatePreferences({ highContrast })}
        />
        <SwitchRow
          label={t('guest.accessibility.reducedMotion')}
          hint={t('guest.accessibility.reducedMotionHint')}
          checked={preferences.reducedMotion}
          onChange={(reducedMotion) => updatePreferences({ reducedMotion })}
        />
      </div>

      <div className="space-y-3">
        <ChoiceGroup
          legend={t('guest.accessibility.colorBlindMode')}
          name="color-blind-mode"
          columns={4}
          value={preferences.colorBlindMode}
          onChange={(colorBlindMode) => updatePreferences({ colorBlindMode })}
          options={COLOR_BLIND_MODES.map((mode) => ({
            value: mode,
            label: t(`guest.accessibility.colorBlindModes.${mode}`),
          }))}
        />
        <StatusPreview />
      </div>

      <section aria-labelledby="preferred-tags-title" className="space-y-3">
        <div>
          <h2 id="preferred-tags-title" className="font-semibold">
            {t('guest.accessibility.preferredTags')}
          </h2>
          <p className="text-sm text-fg-muted">{t('guest.accessibility.preferredTagsHint')}</p>
        </div>
        <PreferredTags tableId={accessibilityTableId(location.state)} />
      </section>

      <div className="flex flex-col gap-3 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-fg-muted">{t('guest.accessibility.saved')}</p>
        <Button variant="secondary" onClick={resetPreferences}>
          {t('guest.accessibility.reset')}
        </Button>
      </div>
    </div>
  );
}

/** How good and bad news look with the chosen colours, so the guest can judge them. */
function StatusPreview() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-2 text-sm font-medium">
      <span className="inline-flex items-center gap-1.5 rounded-full bg-success-soft px-3 py-1 text-success">
        <CircleCheck aria-hidden="true" className="size-4" />
        {t('guest.accessibility.previewGood')}
      </span>
      <span className="inline-flex items-center gap-1.5 rounded-full bg-danger-soft px-3 py-1 text-danger">
        <CircleAlert aria-hidden="true" className="size-4" />
        {t('guest.accessibility.previewBad')}
      </span>
    </div>
  );
}

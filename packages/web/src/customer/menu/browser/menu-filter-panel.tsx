import type { TTagType } from '@tableside/shared/constants';
import type { TPublicMenuTag } from '@tableside/shared/public-menu.schemas';
import { clsx } from 'clsx';
import { Check, EyeOff } from 'lucide';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Icon } from '../../../lib/icons/icon.tsx';
import { tagIcon } from '../tag-badge.tsx';

type TFilterPanelProps = {
  id: string;
  groups: readonly { type: TTagType; tags: readonly TPublicMenuTag[] }[];
  selected: readonly number[];
  onToggle: (tagId: number) => void;
  onClear: () => void;
};

/**
 * Tag filters grouped under the spec's display names (customer 9). Each chip is a toggle button;
 * the allergen group says that it hides items, the others that they show only matching ones.
 */
export function MenuFilterPanel({ id, groups, selected, onToggle, onClear }: TFilterPanelProps) {
  const { t } = useTranslation();
  const baseId = useId();
  return (
    <div id={id} className="space-y-4 rounded-2xl border border-line bg-card p-4">
      {groups.map((group) => {
        const hintId = `${baseId}-${group.type}`;
        const excludes = group.type === 'ALLERGEN';
        return (
          <fieldset key={group.type} aria-describedby={hintId}>
            <legend className="font-semibold">{t(`customer.menu.groups.${group.type}`)}</legend>
            <p id={hintId} className="mb-2 text-sm text-fg-muted">
              {excludes ? t('customer.menu.allergenHint') : t('customer.menu.includeHint')}
            </p>
            <div className="flex flex-wrap gap-2">
              {group.tags.map((tag) => {
                const pressed = selected.includes(tag.id);
                const icon = pressed ? (excludes ? EyeOff : Check) : tagIcon(tag);
                return (
                  <button
                    key={tag.id}
                    type="button"
                    aria-pressed={pressed}
                    onClick={() => onToggle(tag.id)}
                    className={clsx(
                      'inline-flex h-11 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors',
                      pressed
                        ? 'border-action bg-action text-action-fg'
                        : 'border-line bg-card text-fg hover:bg-muted',
                    )}
                  >
                    <Icon
                      icon={icon}
                      className="size-4 shrink-0"
                      style={pressed ? undefined : { color: tag.color ?? undefined }}
                    />
                    <span className={clsx(pressed && excludes && 'line-through')}>{tag.name}</span>
                  </button>
                );
              })}
            </div>
          </fieldset>
        );
      })}
      {selected.length > 0 ? (
        <button type="button" onClick={onClear} className="h-11 text-sm font-medium text-link underline">
          {t('customer.menu.clearFilters')}
        </button>
      ) : null}
    </div>
  );
}

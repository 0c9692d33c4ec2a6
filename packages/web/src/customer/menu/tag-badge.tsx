import type { TPublicMenuTag } from '@tableside/shared/public-menu.schemas';
import { clsx } from 'clsx';
import {
  Award,
  CalendarHeart,
  ChefHat,
  Flame,
  Leaf,
  type LucideIcon,
  Milk,
  Nut,
  Salad,
  Sparkles,
  Tag,
  TriangleAlert,
  Wheat,
  WheatOff,
} from 'lucide-react';
import { useGuestSettings } from '../../lib/branding/branding.queries.ts';

/**
 * Tag icons by the names the admin stores (lucide names). Only these are bundled, to keep the guest's
 * download small; any other name shows the plain tag icon.
 */
const ICONS: Record<string, LucideIcon> = {
  award: Award,
  'calendar-heart': CalendarHeart,
  'chef-hat': ChefHat,
  flame: Flame,
  leaf: Leaf,
  milk: Milk,
  nut: Nut,
  salad: Salad,
  sparkles: Sparkles,
  wheat: Wheat,
  'wheat-off': WheatOff,
  'alert-triangle': TriangleAlert,
};

export function tagIcon(tag: Pick<TPublicMenuTag, 'icon_name'>): LucideIcon {
  return (tag.icon_name && ICONS[tag.icon_name]) || Tag;
}

/**
 * A tag on an item. The tag's colour marks the icon and the border only; the text stays in the
 * page's own colour so it reads in light, dark and high-contrast modes alike.
 */
export function TagBadge({ tag, className }: { tag: TPublicMenuTag; className?: string }) {
  const Icon = tagIcon(tag);
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full border bg-card px-2 py-0.5 text-xs font-medium text-fg',
        className,
      )}
      style={{ borderColor: tag.color ?? undefined }}
    >
      <Icon aria-hidden="true" className="size-3.5 shrink-0" style={{ color: tag.color ?? undefined }} />
      {tag.name}
    </span>
  );
}

/** The allergen warnings of an item's tags (spec admin 3: a tag's warning_message), shown where guests decide. */
export function AllergenWarnings({
  tags,
  className,
}: {
  tags: readonly TPublicMenuTag[];
  className?: string;
}) {
  // MENU.SHOW_ALLERGEN_WARNINGS off hides them.
  const shown = useGuestSettings().show_allergen_warnings;
  const warnings = tags.filter((tag) => tag.warning_message);
  if (!shown || warnings.length === 0) return null;
  return (
    <ul className={clsx('space-y-1', className)}>
      {warnings.map((tag) => (
        <li
          key={tag.id}
          className="flex items-start gap-1.5 text-xs font-medium text-amber-800 dark:text-amber-300"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
          <span>{tag.warning_message}</span>
        </li>
      ))}
    </ul>
  );
}

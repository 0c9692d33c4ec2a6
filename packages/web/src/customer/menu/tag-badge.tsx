import type { TPublicMenuTag } from '@tableside/shared/public-menu.schemas';
import { clsx } from 'clsx';
import {
  Award,
  CalendarHeart,
  ChefHat,
  Flame,
  Leaf,
  Milk,
  Nut,
  Salad,
  Sparkles,
  Tag,
  TriangleAlert,
  Wheat,
  WheatOff,
} from 'lucide';
import { Icon, type TIconNode } from '../../lib/icons/icon.tsx';

/**
 * Tag icons by the names the admin stores (lucide names). Only these are bundled, to keep the guest's
 * download small; any other name shows the plain tag icon.
 */
const ICONS: Record<string, TIconNode> = {
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

export function tagIcon(tag: Pick<TPublicMenuTag, 'icon_name'>): TIconNode {
  return (tag.icon_name && ICONS[tag.icon_name]) || Tag;
}

/**
 * A tag on an item. The tag's colour marks the icon and the border only; the text stays in the
 * page's own colour so it reads in light, dark and high-contrast modes alike.
 */
export function TagBadge({ tag, className }: { tag: TPublicMenuTag; className?: string }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full border bg-card px-2 py-0.5 text-xs font-medium text-fg',
        className,
      )}
      style={{ borderColor: tag.color ?? undefined }}
    >
      <Icon icon={tagIcon(tag)} className="size-3.5 shrink-0" style={{ color: tag.color ?? undefined }} />
      {tag.name}
    </span>
  );
}

/**
 * The allergen warnings of an item's tags (spec admin 3: a tag's warning_message), shown where guests
 * decide. The caller leaves them out when MENU.SHOW_ALLERGEN_WARNINGS is off (`show_allergen_warnings`):
 * a menu card reads that setting once for the whole menu, not once per card.
 */
export function AllergenWarnings({
  tags,
  className,
}: {
  tags: readonly TPublicMenuTag[];
  className?: string;
}) {
  const warnings = tags.filter((tag) => tag.warning_message);
  if (warnings.length === 0) return null;
  return (
    <ul className={clsx('space-y-1', className)}>
      {warnings.map((tag) => (
        <li
          key={tag.id}
          className="flex items-start gap-1.5 text-xs font-medium text-amber-800 dark:text-amber-300"
        >
          <Icon icon={TriangleAlert} className="mt-0.5 size-3.5 shrink-0" />
          <span>{tag.warning_message}</span>
        </li>
      ))}
    </ul>
  );
}

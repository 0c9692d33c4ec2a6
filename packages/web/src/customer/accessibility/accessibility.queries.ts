import { TAG_TYPES, type TTagType } from '@tableside/shared/constants';
import type { TPublicMenuTag } from '@tableside/shared/public-menu.schemas';
import { queryOptions } from '@tanstack/react-query';
import { publicApiClient } from '../../lib/http/api-clients.ts';
import { isArrayOf, isRecord, parserFromGuard } from '../../lib/http/data-parser.ts';

export type TMenuTag = Pick<TPublicMenuTag, 'id' | 'name' | 'tag_type' | 'color'>;

function isMenuTag(value: unknown): value is TMenuTag {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.name === 'string' &&
    TAG_TYPES.includes(value.tag_type as TTagType) &&
    (typeof value.color === 'string' || value.color === null)
  );
}

// Only the tags are read here; a guard keeps zod out of the guest chunk.
const menuTagsResponse = parserFromGuard(
  (value: unknown): value is { tags: TMenuTag[] } => isRecord(value) && isArrayOf(value.tags, isMenuTag),
);

export const accessibilityQueries = {
  /**
   * The tags a guest may prefer: those of GET /api/public/menu (spec customer 3 preferredTags), asked
   * for without the customizations as the menu screens ask (decision 0037).
   */
  menuTags: () =>
    queryOptions({
      queryKey: ['accessibility', 'menu-tags'],
      queryFn: async ({ signal }) =>
        (
          await publicApiClient.get('/public/menu', {
            query: { customizations: 'separate' },
            signal,
            schema: menuTagsResponse,
          })
        ).data.tags,
      // spec (customer 9): the public menu is stale after 1 minute.
      staleTime: 60_000,
    }),
};

/** Tags grouped by type in the spec's group order, empty groups left out. */
export function groupTags(tags: readonly TMenuTag[]): { type: TTagType; tags: TMenuTag[] }[] {
  return TAG_TYPES.map((type) => ({ type, tags: tags.filter((tag) => tag.tag_type === type) })).filter(
    (group) => group.tags.length > 0,
  );
}

import type { TTagType } from '@tableside/shared/constants';
import { useTranslation } from '../../lib/i18n/use-translation.ts';

/** spec admin 9 tag group display names ('Dietary Preference', ...), in the staff member's language. */
export function useTagGroupName(): (type: TTagType) => string {
  const { t } = useTranslation();
  return (type) => t(`admin.tagsAdmin.groups.${type}`);
}

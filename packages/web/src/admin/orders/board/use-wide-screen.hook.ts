import { useMediaQuery } from '../../../lib/use-media-query.hook.ts';

/** The board shows its three columns side by side from 768 px (a tablet) up; below, one at a time. */
const WIDE_QUERY = '(min-width: 768px)';

export function useWideScreen(): boolean {
  return useMediaQuery(WIDE_QUERY);
}

import { useCallback, useEffect } from 'react';
import { useSearchParams } from '../../lib/router/router.tsx';
import { storeLocation, useStoredLocation } from './location-choice.store.ts';
import { type TLocations, useLocations } from './locations.queries.ts';

/** The address key: ?location=2 opens a screen on that location and can be shared. */
const PARAM = 'location';

export type TLocationScope = TLocations & {
  /** The location to show, or null for every location (also whenever there is nothing to choose). */
  branchId: number | null;
  setBranchId: (id: number | null) => void;
};

/**
 * The one location choice of the staff screens (decision 0019): from the address when it names
 * one, else the browser's last choice; it counts only while that location is active and there are
 * two or more, so a single-location restaurant never filters by accident.
 */
export function useLocationScope(): TLocationScope {
  const locations = useLocations();
  const [params, setParams] = useSearchParams();
  const stored = useStoredLocation();
  const raw = params.get(PARAM);
  const fromAddress = raw !== null && /^\d{1,10}$/.test(raw) ? Number(raw) : null;
  const wanted = fromAddress ?? stored;
  const branchId =
    locations.several && locations.active.some((branch) => branch.id === wanted) ? wanted : null;

  // A shared address becomes this browser's choice too.
  useEffect(() => {
    if (fromAddress !== null && fromAddress === branchId) storeLocation(fromAddress);
  }, [fromAddress, branchId]);

  const setBranchId = useCallback(
    (id: number | null) => {
      storeLocation(id);
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id === null) next.delete(PARAM);
          else next.set(PARAM, String(id));
          // Another location's list starts on its first page.
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return { ...locations, branchId, setBranchId };
}

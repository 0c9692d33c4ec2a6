import type { TImportEntity, TImportOutcome } from '@tableside/shared/data-import.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { userFacingErrorMessage } from '../../lib/http/error-message.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { masterDataQueries } from '../master-data/master-data.queries.ts';
import { dataImportApi } from './data-import.api.ts';
import { dataImportQueries } from './data-import.queries.ts';

/** After an import: the counts here and the master data lists are read again. */
export function useRefreshAfterImport() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: dataImportQueries.all() }),
      queryClient.invalidateQueries({ queryKey: masterDataQueries.all() }),
    ]);
}

/**
 * Importing defaults, one entity or all: the last outcome of each entity (`imported` or `error`),
 * shown beside it. A refused entity's 400 becomes its `error`, as /all answers it.
 */
export function useImportDefaults() {
  const { t } = useTranslation();
  const refresh = useRefreshAfterImport();
  const [outcomes, setOutcomes] = useState<Partial<Record<TImportEntity, TImportOutcome>>>({});
  const remember = (list: readonly TImportOutcome[]) =>
    setOutcomes((current) => ({ ...current, ...Object.fromEntries(list.map((o) => [o.entity, o])) }));

  const one = useMutation({
    mutationFn: async (entity: TImportEntity): Promise<TImportOutcome> => {
      try {
        return await dataImportApi.importDefaults(entity);
      } catch (error) {
        return { entity, error: userFacingErrorMessage(t, error) };
      }
    },
    onSuccess: (outcome) => remember([outcome]),
    onSettled: refresh,
  });
  const all = useMutation({
    mutationFn: dataImportApi.importAll,
    onSuccess: remember,
    onSettled: refresh,
  });
  return { outcomes, one, all, busy: one.isPending || all.isPending };
}

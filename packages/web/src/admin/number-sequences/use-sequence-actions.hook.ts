import type { TNumberRecord, TNumberRecordUpdate } from '@tableside/shared/number-records.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { numberSequencesApi } from './number-sequences.api.ts';
import { numberSequenceQueries } from './number-sequences.queries.ts';

/**
 * The one write of the screen: PUT /number-records/{id} with the sequence's prefix and padding and,
 * to move it forward, its next number. Whatever the answer, the sequences are read again: a refusal
 * (409) means another request handed out numbers meanwhile.
 */
export function useSaveSequence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ record, change }: { record: TNumberRecord; change: Partial<TNumberRecordUpdate> }) =>
      numberSequencesApi.update(record.id, { prefix: record.prefix, padding: record.padding, ...change }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: numberSequenceQueries.all() }),
  });
}

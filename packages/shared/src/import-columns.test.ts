import { describe, expect, it } from 'vitest';
import { IMPORT_ENTITIES } from './data-import.schemas.ts';
import { IMPORT_COLUMNS } from './import-columns.ts';
import { MASTER_DATA_SCHEMAS } from './master-data.schemas.ts';

describe('import columns (decision 0044)', () => {
  it.each(IMPORT_ENTITIES)(
    '%s: one column per field the input schema takes, required where it is',
    (entity) => {
      const shape = MASTER_DATA_SCHEMAS[entity].input.shape as Record<
        string,
        { safeParse(v: unknown): { success: boolean } }
      >;
      const columns = IMPORT_COLUMNS[entity];
      expect(columns.map((column) => column.name).sort()).toEqual(Object.keys(shape).sort());
      for (const column of columns) {
        expect(column.required, column.name).toBe(!shape[column.name]?.safeParse(undefined).success);
      }
    },
  );
});

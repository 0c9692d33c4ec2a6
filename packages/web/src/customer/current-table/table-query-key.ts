/**
 * The key every query about one guest table starts with (customer/table/table.queries.ts); its own
 * module so the table's stream (customer/orders) can refresh them without importing the table's code.
 */
export const tableQueryKey = (tableId: number) => ['tables', tableId] as const;

/** The key every guest order query starts with; its own module so the table's stream needs no order code. */
export const ORDER_QUERIES_KEY = ['customer-orders'] as const;

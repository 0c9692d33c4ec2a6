/** The key of a table's waiter calls; its own module so the table's stream needs no waiter-call code. */
export const WAITER_CALL_QUERIES_KEY = ['customer-waiter-calls'] as const;

/** What the table's stream sends when a call is made or taken (customer-events.routes.ts). */
export const WAITER_CALL_EVENTS = ['waiter_call.created', 'waiter_call.acknowledged'] as const;

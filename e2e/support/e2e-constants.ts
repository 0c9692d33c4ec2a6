/** Accounts and address shared by the e2e server and the specs. */
/** 8181 unless E2E_PORT says otherwise (two runs on one machine each need their own port). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

export const ADMIN = { email: 'admin@example.com', password: 'e2e-admin-pass', name: 'Administrator' };
export const KITCHEN = { email: 'kitchen@example.com', password: 'kitchen-pass', name: 'Kim Kitchen' };
/** Locked by the sign-in spec; no other spec may use it. */
export const LOCKABLE = { email: 'waiter@example.com', password: 'waiter-pass', name: 'Wanda Waiter' };

/** OPERATIONS.OPERATING_HOURS of the e2e cafe: open all day, every day (parseOperatingHours format). */
export const E2E_OPERATING_HOURS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN']
  .map((day) => `${day}:ALLDAY`)
  .join('|');

/** The plain static file server of the demo specs (no backend); 8182 unless E2E_STATIC_PORT says otherwise. */
export const E2E_STATIC_PORT = Number(process.env.E2E_STATIC_PORT ?? 8182);
export const E2E_STATIC_URL = `http://127.0.0.1:${E2E_STATIC_PORT}`;

import { tmpdir } from 'node:os';
import { join } from 'node:path';

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

/**
 * Where the e2e server writes every mail the product sends (one JSON object per line). The server has
 * no SMTP_URL, so mails go to its log (DESIGN.md section 7); the e2e server copies those log entries
 * here, and the people spec reads an invitation link from it as a new waiter would from their inbox.
 */
export const E2E_OUTBOX = join(tmpdir(), `tableside-e2e-outbox-${E2E_PORT}.jsonl`);

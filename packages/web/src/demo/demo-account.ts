/**
 * The demo's staff account, shown in the demo banner and dialog. It only exists in the demo
 * database in this browser, so a fixed password is fine.
 */
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'demo-admin' } as const;

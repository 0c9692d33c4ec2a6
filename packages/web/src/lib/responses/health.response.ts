import { isRecord, parserFromGuard } from '../http/data-parser.ts';

/** GET /api/health (DESIGN.md section 2): `{ status: 'ok', version }`. */
export type THealth = { status: 'ok'; version: string };

function isHealth(value: unknown): value is THealth {
  return isRecord(value) && value.status === 'ok' && typeof value.version === 'string';
}

export const healthResponse = parserFromGuard(isHealth);

/**
 * What this phone remembers of a table's bill (issue 16), in localStorage so a reload keeps it:
 * - the share it holds of an ITEMS bill (the contract: the phone keeps share_id to know its own);
 * - the last bill it saw for a table, with a token of that bill's orders, so it can still show the
 *   receipt once the bill is settled and the table's bill no longer lists it.
 */
const STORAGE_KEY = 'tableside.bills';

type TRemembered = { billId: number; token: string | null; at: number };

/** A receipt belongs to this visit: a phone back at the same table next week sees no old receipt. */
const REMEMBER_MS = 6 * 60 * 60 * 1000;
type TStored = { shares: Record<string, number>; tables: Record<string, TRemembered> };

function read(): TStored {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
    const stored = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Partial<TStored>;
    return { shares: stored.shares ?? {}, tables: stored.tables ?? {} };
  } catch {
    return { shares: {}, tables: {} };
  }
}

function write(stored: TStored): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Blocked storage (some privacy modes): the screens still work for this visit.
  }
}

export function readShareId(billId: number): number | null {
  const shareId = read().shares[String(billId)];
  return typeof shareId === 'number' ? shareId : null;
}

export function saveShareId(billId: number, shareId: number): void {
  const stored = read();
  // A phone splits a handful of bills at most; keep the newest few.
  const shares = Object.entries({ ...stored.shares, [String(billId)]: shareId }).slice(-10);
  write({ ...stored, shares: Object.fromEntries(shares) });
}

export function readRememberedBill(benchId: number, now = Date.now()): TRemembered | null {
  const remembered = read().tables[String(benchId)];
  if (!remembered || typeof remembered.billId !== 'number' || !(now - remembered.at < REMEMBER_MS))
    return null;
  return remembered;
}

export function rememberBill(benchId: number, billId: number, token: string | null): void {
  const stored = read();
  const known = stored.tables[String(benchId)];
  const same = known?.billId === billId;
  if (same && (known.token === token || token === null)) return;
  const remembered = {
    billId,
    token: token ?? (same ? known.token : null),
    at: same ? known.at : Date.now(),
  };
  write({ ...stored, tables: { ...stored.tables, [String(benchId)]: remembered } });
}

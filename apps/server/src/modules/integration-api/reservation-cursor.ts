/**
 * A position in a hotel's change feed (decision 0065): the transaction that last wrote an order
 * (orders.change_xid) and the order's id. Opaque to a PMS: base64url of "xid:id".
 */
export interface ChangePosition {
  xid: number;
  id: number;
}

/** Before every order: where a PMS's first read starts. */
export const FEED_START: ChangePosition = { xid: 0, id: 0 };

export function encodeCursor(position: ChangePosition): string {
  return Buffer.from(`${position.xid}:${position.id}`).toString('base64url');
}

/** The position a cursor names, or null when it is not one of ours (so a PMS never reads from a guessed place). */
export function decodeCursor(cursor: string): ChangePosition | null {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(cursor)) return null;
  const match = /^(\d{1,19}):(\d{1,10})$/.exec(Buffer.from(cursor, 'base64url').toString('latin1'));
  if (!match) return null;
  const xid = Number(match[1]);
  const id = Number(match[2]);
  if (!Number.isSafeInteger(xid) || id > 2_147_483_647) return null;
  // The round trip refuses non-canonical spellings (leading zeros, trailing bits).
  return encodeCursor({ xid, id }) === cursor ? { xid, id } : null;
}

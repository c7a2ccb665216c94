import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './reservation-cursor.ts';

describe('the change feed cursor', () => {
  it('round-trips a position', () => {
    expect(decodeCursor(encodeCursor({ xid: 123456789012, id: 42 }))).toEqual({ xid: 123456789012, id: 42 });
    expect(encodeCursor({ xid: 5, id: 7 })).toBe(Buffer.from('5:7').toString('base64url'));
  });

  it('refuses anything it did not write', () => {
    for (const bad of ['', 'abc', '!!', Buffer.from('5').toString('base64url'), Buffer.from('a:1').toString('base64url'), Buffer.from('05:1').toString('base64url'), Buffer.from('1:99999999999').toString('base64url'), Buffer.from('99999999999999999999:1').toString('base64url'), 'x'.repeat(80)]) {
      expect(decodeCursor(bad), bad).toBeNull();
    }
  });
});

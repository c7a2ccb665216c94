import { describe, expect, it } from 'vitest';
import { checkSignature, signatureHeader } from './webhook-signature.ts';

const secret = 'whsec_test';
const body = '{"id":"e1","type":"reservation.created"}';
const at = new Date('2026-11-28T03:00:00Z');
const t = at.getTime() / 1000;

describe('webhook signatures', () => {
  it('signs the time and the body with HMAC-SHA256, and the receiver accepts exactly that', () => {
    const header = signatureHeader(secret, body, t);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(checkSignature(secret, header, body, at)).toBe('ok');
    // Five minutes either way is tolerated (clocks differ), not more.
    expect(checkSignature(secret, header, body, new Date(at.getTime() + 300_000))).toBe('ok');
    expect(checkSignature(secret, header, body, new Date(at.getTime() + 301_000))).toBe('stale');
    expect(checkSignature(secret, header, body, new Date(at.getTime() - 301_000))).toBe('stale');
  });

  it('refuses another body, another secret, another time under the same digest, and a malformed header', () => {
    const header = signatureHeader(secret, body, t);
    expect(checkSignature(secret, header, body.replace('created', 'cancelled'), at)).toBe('mismatch');
    expect(checkSignature('whsec_other', header, body, at)).toBe('mismatch');
    expect(checkSignature(secret, header.replace(`t=${t}`, `t=${t + 1}`), body, at)).toBe('mismatch');
    for (const bad of [undefined, '', 'v1=abc', `t=${t}`, `t=x,v1=${'0'.repeat(64)}`, `t=${t},v1=${'0'.repeat(63)}`, `t=${t},v1=${'g'.repeat(64)}`]) {
      expect(checkSignature(secret, bad, body, at)).toBe('malformed');
    }
  });
});

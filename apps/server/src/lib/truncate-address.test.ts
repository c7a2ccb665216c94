import { describe, expect, it } from 'vitest';
import { truncateAddress } from './truncate-address.ts';

describe('truncateAddress', () => {
  it.each([
    ['203.0.113.77', '203.0.113.0/24'],
    ['::ffff:198.51.100.9', '198.51.100.0/24'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3::/48'],
    ['2001:0db8::1', '2001:db8:0::/48'],
    ['::1', '0:0:0::/48'],
    ['', null],
    ['not an address', null],
  ])('%s → %s', (input, expected) => {
    expect(truncateAddress(input)).toBe(expected);
  });
});

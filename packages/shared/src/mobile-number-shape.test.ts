import { describe, expect, it } from 'vitest';
import { MESSAGES, SERVER_MESSAGES } from './messages.ts';
import { normalizeMobile } from './mobile-number.ts';

// Without mobile-metadata.ts (a page that has not loaded it yet): mainland numbers in full, others by their shape.
describe('normalizeMobile before the phone metadata is installed', () => {
  it('checks mainland numbers in full and others by code and length', () => {
    expect(normalizeMobile('+86 139 1234 5678')).toEqual({ ok: true, mobile: '13912345678' });
    expect(normalizeMobile('+8623456789012')).toEqual({ ok: false, message: MESSAGES.mobileInvalid });
    expect(normalizeMobile('+81 90 1234 5678')).toEqual({ ok: true, mobile: '+819012345678' });
    expect(normalizeMobile('+852 9123 4567')).toEqual({ ok: true, mobile: '+85291234567' });
    expect(normalizeMobile('+380501234567')).toEqual({ ok: false, message: SERVER_MESSAGES.mobileCountryUnsupported });
    expect(normalizeMobile('+81 123')).toEqual({ ok: false, message: SERVER_MESSAGES.mobileNotOfCountry });
  });
});

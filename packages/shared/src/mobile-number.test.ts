import { describe, expect, it } from 'vitest';
import { MESSAGES, SERVER_MESSAGES } from './messages.ts';
import { composeMobile, withDialedMobile } from './mobile-dial.ts';
import './mobile-metadata.ts';
import { mobileNumber, normalizeMobile, storedMobileOrText } from './mobile-number.ts';

describe('normalizeMobile', () => {
  it.each([
    ['11 digits, as the spec has them', '13912345678', '13912345678'],
    ['+86 and the 11 digits', '+8613912345678', '13912345678'],
    ['+86 with spaces', ' +86 139 1234 5678 ', '13912345678'],
    ['+86 with hyphens', '+86-139-1234-5678', '13912345678'],
    ['a Japanese mobile', '+819012345678', '+819012345678'],
    ['a Japanese mobile with spaces and hyphens', '+81 90-1234-5678', '+819012345678'],
    ['a Hong Kong mobile', '+852 9123 4567', '+85291234567'],
  ])('accepts %s', (_, input, stored) => {
    expect(normalizeMobile(input)).toEqual({ ok: true, mobile: stored });
  });

  it.each([
    ['a +86 number that is not a mainland mobile', '+8623456789012', MESSAGES.mobileInvalid],
    ['+86 with too few digits', '+86 139 1234 567', MESSAGES.mobileInvalid],
    ['a Japanese landline', '+81 3 1234 5678', SERVER_MESSAGES.mobileNotOfCountry],
    ['a Japanese number too short', '+81 90 1234', SERVER_MESSAGES.mobileNotOfCountry],
    ['a Ukrainian mobile (not in the list)', '+380 50 123 4567', SERVER_MESSAGES.mobileCountryUnsupported],
    ['a Kazakh mobile (+7 shared with Russia, Kazakhstan not listed)', '+77012345678', SERVER_MESSAGES.mobileCountryUnsupported],
    ['ten digits', '1391234567', MESSAGES.mobileInvalid],
    ['spaces in an 11-digit number', '139 1234 5678', MESSAGES.mobileInvalid],
    ['letters', '+81 90 abcd 5678', MESSAGES.mobileInvalid],
    ['garbage', 'not a number', MESSAGES.mobileInvalid],
    ['a lone +', '+', MESSAGES.mobileInvalid],
    ['empty', '', MESSAGES.mobileInvalid],
  ])('refuses %s', (_, input, message) => {
    expect(normalizeMobile(input)).toEqual({ ok: false, message });
  });

  it("says a form's own mainland message where it has one", () => {
    expect(normalizeMobile('123', 'desk message')).toEqual({ ok: false, message: 'desk message' });
  });
});

describe('mobileNumber', () => {
  it('gives the stored form and refuses with the rule message', () => {
    expect(mobileNumber().parse('+86 139 1234 5678')).toBe('13912345678');
    expect(mobileNumber().parse(' +81 90 1234 5678')).toBe('+819012345678');
    expect(mobileNumber().safeParse('+81312345678').error?.issues[0]?.message).toBe(SERVER_MESSAGES.mobileNotOfCountry);
    expect(mobileNumber().safeParse(undefined).error?.issues[0]?.message).toBe(MESSAGES.mobileInvalid);
  });
});

describe('composeMobile', () => {
  it('keeps a mainland number as typed and joins another code with the national number', () => {
    expect(composeMobile('CN', ' 13912345678 ')).toBe('13912345678');
    expect(composeMobile('JP', '90 1234 5678')).toBe('+819012345678');
    expect(composeMobile('JP', '090-1234-5678')).toBe('+819012345678');
    expect(composeMobile('JP', '+8613912345678')).toBe('+8613912345678');
    expect(composeMobile('JP', '')).toBe('');
    expect(composeMobile(undefined, '13912345678')).toBe('13912345678');
  });

  it('reads a posted form with its picker', () => {
    expect(withDialedMobile({ dialIso: 'JP', mobile: '9012345678' }, 'mobile')).toEqual({ dialIso: 'JP', mobile: '+819012345678' });
    expect(withDialedMobile({ mobile: '13912345678' }, 'mobile')).toEqual({ mobile: '13912345678' });
  });
});

describe('storedMobileOrText', () => {
  it('reads a typed +number as stored and leaves other text alone', () => {
    expect(storedMobileOrText('+8613912345678')).toBe('13912345678');
    expect(storedMobileOrText('+819012345678')).toBe('+819012345678');
    expect(storedMobileOrText('+81312345678')).toBe('+81312345678');
    expect(storedMobileOrText('FT12345678')).toBe('FT12345678');
  });
});

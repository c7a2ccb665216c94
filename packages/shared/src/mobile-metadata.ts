import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { installForeignMobileParser, type ForeignMobileParser } from './mobile-number.ts';

/**
 * The full check of other countries' numbers for mobile-number.ts: libphonenumber-js with its
 * mobile metadata, the smallest that tells a mobile from a landline. Importing this module
 * installs it (decision 0077): the API server at start, browsers only on demand.
 */
const parseForeignMobile: ForeignMobileParser = (e164) => {
  const phone = parsePhoneNumberFromString(e164);
  if (!phone) return undefined;
  const type = phone.isValid() ? phone.getType() : undefined;
  return { country: phone.country, callingCode: phone.countryCallingCode, mobile: type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE', number: phone.number };
};

installForeignMobileParser(parseForeignMobile);

import type { FieldErrors, FormValues } from '@hotel/shared/forms/parse-form';
import { addDays } from '@hotel/shared/hotel-date';
import { DESK_BOOKING_MESSAGES as M, SERVER_MESSAGES } from '@hotel/shared/messages';

/** The stay fields of step 1 (the query string), in the screen's order. */
export const STAY_FIELDS = ['checkIn', 'checkOut', 'roomQty', 'adultNum', 'childrenNum'] as const;

/** A new booking starts with tonight, one room, one adult. */
export function defaultStay(today: string): FormValues {
  return { checkIn: today, checkOut: addDays(today, 1), roomQty: '1', adultNum: '1', childrenNum: '0' };
}

/** The stay as the URL carries it (step 1's GET form): the defaults for what it does not say. */
export function stayFromQuery(params: URLSearchParams, today: string): FormValues {
  const values = defaultStay(today);
  for (const name of STAY_FIELDS) {
    const value = params.get(name);
    if (value !== null) values[name] = value;
  }
  return values;
}

/** The API's refusals that belong to one field of the form; the rest show above it. */
const FIELD_OF_MESSAGE: Record<string, string> = {
  [SERVER_MESSAGES.checkInPast]: 'checkIn',
  [SERVER_MESSAGES.checkOutBeforeCheckIn]: 'checkOut',
  [SERVER_MESSAGES.stayTooLong]: 'checkOut',
  [SERVER_MESSAGES.leadTooFar]: 'checkOut',
  [SERVER_MESSAGES.partyInvalid]: 'adultNum',
  [M.memberNotFound]: 'memberId',
  [M.memberOnlyPlan]: 'guestKind',
  [M.prepaidNeedsPayment]: 'settlement',
  [M.linkForPayAtHotel]: 'settlement',
  [M.lookupInvalid]: 'q',
  [SERVER_MESSAGES.mobileNotOfCountry]: 'mobile',
  [SERVER_MESSAGES.mobileCountryUnsupported]: 'mobile',
};

/** An API refusal at its field where it names one (a party that does not fit: at the adults), else for the whole form. */
export function bookingRefusal(message: string): { errors: FieldErrors; formError?: string } {
  const field = FIELD_OF_MESSAGE[message] ?? (message.startsWith('この客室タイプは1室') ? 'adultNum' : undefined);
  return field ? { errors: { [field]: message } } : { errors: {}, formError: message };
}

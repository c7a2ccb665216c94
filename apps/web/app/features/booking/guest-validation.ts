import { ARRIVAL_SLOTS, MOBILE_PATTERN } from '@hotel/shared/constants';
import { MESSAGES } from '@hotel/shared/messages';
import { EMAIL_PATTERN } from '@hotel/shared/schemas/order';

export interface GuestDetails {
  lastName: string;
  firstName: string;
  email: string;
  country: string;
  mobile: string;
  arrivalTime: (typeof ARRIVAL_SLOTS)[number];
  remark: string;
}

export type GuestErrors = Partial<Record<'name' | 'mobile' | 'email', string>>;

/** Spec §5 booking rules, with the spec's messages, in the order of the form. */
export function validateGuest(guest: GuestDetails): GuestErrors {
  const errors: GuestErrors = {};
  if (!guest.lastName.trim() || !guest.firstName.trim()) errors.name = MESSAGES.guestNameRequired;
  if (!MOBILE_PATTERN.test(guest.mobile.trim())) errors.mobile = MESSAGES.mobileInvalid;
  if (!EMAIL_PATTERN.test(guest.email.trim())) errors.email = MESSAGES.emailInvalid;
  return errors;
}

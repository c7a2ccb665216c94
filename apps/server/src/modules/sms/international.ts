import { SmsDeliveryError } from './sms-provider.ts';

/** A number of another country, as the site hands it over: +E.164, never +86 (mainland numbers come as 11 digits). */
const INTERNATIONAL = /^\+[1-9]\d{6,14}$/;

/** True for a number outside mainland China, which goes through the provider's international service. */
export const isInternationalMobile = (mobile: string): boolean => INTERNATIONAL.test(mobile);

/** The reason logged when international sending is switched off or, for Tencent, has no template for the purpose. */
const INTERNATIONAL_NOT_CONFIGURED = 'international_not_configured';

/**
 * A foreign number this deployment cannot text: refused as a refusal of the number, so the guest
 * reads that this number cannot get an SMS (smsNumberRefused) rather than that the service is
 * down, which retrying would not change.
 */
export function internationalNotConfigured(provider: string, mobile: string): SmsDeliveryError {
  return new SmsDeliveryError(provider, INTERNATIONAL_NOT_CONFIGURED, 'number', mobile);
}

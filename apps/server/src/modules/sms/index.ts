/**
 * One-time SMS codes (sms_codes) and the console provider's outbox (sms_outbox). A real SMS
 * gateway implements SmsProvider and is picked in services.ts.
 */
export { ConsoleSmsProvider } from './console-sms-provider.ts';
export { devSmsRoutes } from './dev-sms.routes.ts';
export { SmsCodeRepository } from './sms-code.repository.ts';
export { SmsCodeService } from './sms-code.service.ts';
export { SmsOutboxRepository } from './sms-outbox.repository.ts';
export type { SmsMessage, SmsProvider } from './sms-provider.ts';

import type { SmsPurpose } from '@hotel/shared/schemas/user';

export interface SmsMessage {
  /** National number, e.g. 13800138000. */
  mobile: string;
  purpose: SmsPurpose;
  /** The code, for providers that fill a registered template instead of sending `body`. */
  code: string;
  /** The full Japanese text. */
  body: string;
}

/**
 * How a code leaves the server. send() resolves once the provider accepted the message and
 * rejects when it did not; the caller then withdraws the code and answers 503.
 * A real provider: implement this, add its name to SMS_PROVIDER in env.ts and build it where
 * smsProviderFor picks one (apps/server/src/services.ts).
 */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@hotel/db/client';
import type { Clock } from './lib/clock.ts';
import type { ScryptParams } from './lib/password.ts';
import type { MailChoice } from './modules/confirmations/index.ts';
import type { SmsProvider } from './modules/sms/index.ts';
import type { AppMetrics } from './plugins/metrics.ts';
import type { SmsSettings } from './sms-settings.ts';
import type { Env } from './env.ts';
import type { ChannelTransport } from './modules/channels/index.ts';
import type { PaymentGateways } from './modules/pay/index.ts';
import { liveGateways, simulatorGateways } from './pay-gateways.ts';
import type { PaySettings } from './pay-settings.ts';
import type { PaySimulator } from './pay-simulator/index.ts';

/** SMS_PROVIDER and PAY_PROVIDER values; a real provider adds its name in env.ts and a case in its module. */
export type SmsProviderName = Env['SMS_PROVIDER'];
export type PaymentProviderName = Env['PAY_PROVIDER'];

/** What buildServices (services.ts) is built from: app.ts passes the environment's choices, tests their fakes. */
export interface ServiceParts {
  db: Database;
  /** Current time for codes, sessions, holds, deadlines, payments and "today"; tests move it. */
  clock: Clock;
  log: FastifyBaseLogger;
  /** SMS_CODE_SECRET (HMAC key for stored codes; unset: random per process) and STAFF_TOTP_KEY (unset: the public demo key). */
  secrets?: { smsCode?: string; staffTotp?: string; channel?: string };
  /** Channel managers (decision 0062): CHANNEL_ALLOWED_HOSTS, and the HTTP client (tests hand in their own). */
  channels?: { allowedHosts?: string; transport?: ChannelTransport };
  /** By name (from the environment) or ready-made (tests hand in fakes; a method without a gateway is not offered). */
  providers?: { sms?: SmsProviderName | SmsProvider; payment?: PaymentProviderName | PaymentGateways; mail?: MailChoice };
  /** SMS_PROVIDER=aliyun or tencent: credentials, sign name, templates, endpoint (from loadEnv). */
  smsSettings?: SmsSettings;
  /** PUBLIC_URL (the providers' notify URLs; unset: http://localhost:3000) and the ALIPAY_* / WECHATPAY_* settings. */
  paySettings?: Partial<PaySettings>;
  /** PAY_PROVIDER=simulator: the simulator the adapters talk to (app.ts makes one). */
  paySimulator?: PaySimulator;
  /** METRICS=1: the booking funnel is counted from the business events (plugins/metrics.ts). */
  metrics?: AppMetrics | null;
  /** Reads cached in-process, dropped by the change feed (decision 0035); services built alone go without. */
  readCache?: { enabled: boolean; freeze: boolean };
  /** ALERT_EMAIL (decision 0043); unset: alerts are listed in the back office only. */
  alertEmail?: string | null;
  /** scrypt's cost for new password hashes: CURRENT_PARAMS unless a test suite asks for less. */
  passwordCost?: ScryptParams;
}

/** The same adapters either way: pointed at the providers (live) or at the simulator. */
export function paymentGatewaysFor(
  choice: PaymentProviderName | PaymentGateways,
  deps: { log: FastifyBaseLogger; settings: Partial<PaySettings>; simulator?: PaySimulator },
): PaymentGateways {
  if (typeof choice !== 'string') return choice;
  switch (choice) {
    case 'simulator':
      if (!deps.simulator) throw new Error('PAY_PROVIDER=simulator needs the simulator (app.ts creates it)');
      return simulatorGateways(deps.simulator, deps.log);
    case 'live':
      return liveGateways(deps.settings, deps.log);
    default:
      throw new Error(`unknown payment provider: ${String(choice satisfies never)}`);
  }
}

import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Database } from '@hotel/db/client';
import type { Clock } from './lib/clock.ts';
import type { ChangeFeed } from './lib/change-feed/index.ts';
import type { ScryptParams } from './lib/password.ts';
import type { ChannelSyncService, ChannelTransport } from './modules/channels/index.ts';
import type { WebhookDeliveryService } from './modules/webhooks/index.ts';
import type { MailTransport, ConfirmationService } from './modules/confirmations/index.ts';
import type { CompleteStaysResult } from './modules/front-desk/index.ts';
import type { ReleaseResult } from './modules/holds/index.ts';
import type { IntegrationRouteEntry } from './modules/integration-api/index.ts';
import type { GroupAlerts, NoticeService } from './modules/notices/index.ts';
import type { PaymentGateways, ReconciliationResult } from './modules/pay/index.ts';
import type { SmsProvider } from './modules/sms/index.ts';
import type { PurgeResult } from './modules/user/index.ts';
import type { PaySettings } from './pay-settings.ts';
import type { PaySimulator } from './pay-simulator/index.ts';
import type { ReadinessCheck } from './plugins/readiness-checks.ts';
import type { RateLimitOptions } from './plugins/rate-limit.ts';
import type { PaymentProviderName, SmsProviderName } from './service-parts.ts';
import type { SmsSettings } from './sms-settings.ts';
import type { PublicReads } from './web/public-reads.ts';

/* What buildApp (app.ts) is given, and what it decorates the app with for main.ts, the web handler and the tests. */

declare module 'fastify' {
  interface FastifyInstance {
    /** Gives back the rooms of lapsed holds and unpaid prepaid orders (main.ts runs it on a timer). */
    releaseExpired(): Promise<ReleaseResult>;
    /** Settles, closes and checks payments with the providers, follows refunds (main.ts runs it every minute). */
    reconcilePayments(): Promise<ReconciliationResult>;
    /** Completes checked-in stays the day after departure and counts the unsettled (main.ts runs it on a timer). */
    completeStays(): Promise<CompleteStaysResult>;
    /** How many channel manager connections are stored (main.ts: their passwords need CHANNEL_SECRET_KEY). */
    channelConnectionCount(): Promise<number>;
    /** Sends what each channel manager connection owes, and full syncs (decision 0062). */
    channelSync: Pick<ChannelSyncService, 'sendOwed' | 'fullSync' | 'sweep' | 'fullSyncDaily' | 'kick' | 'promotionsChanged' | 'dispatchTo' | 'pullAll' | 'pullReservations' | 'prune'>;
    /** How many PMS webhook endpoints are stored (main.ts: their signing secrets need CHANNEL_SECRET_KEY). */
    webhookEndpointCount(): Promise<number>;
    /** Delivers the reservations' events to the hotels' PMS (decision 0064). */
    webhookDelivery: Pick<WebhookDeliveryService, 'deliver' | 'sweep' | 'kick' | 'dispatchTo' | 'prune'>;
    /** Deletes or erases personal data past its retention period (docs/privacy.md); meant to run daily. */
    purgeExpiredPersonalData(now?: Date): Promise<PurgeResult>;
    /** Committed changes to cached tables, from every process (decision 0028). */
    changes: ChangeFeed;
    /** Confirmation e-mail and SMS (decision 0041): the send-confirmation job delivers, main.ts hands it the queue. */
    confirmations: Pick<ConfirmationService, 'owe' | 'dispatch' | 'deliver' | 'sweep' | 'dispatchTo'>;
    /** Notices to the hotels and alerts (decision 0043): the send-notice job delivers, main.ts hands it the queue. */
    notices: Pick<NoticeService, 'oweOrder' | 'dispatch' | 'deliver' | 'sweep' | 'dispatchTo'>;
    /** Alerts to the group administrator: main.ts hands jobGaveUp to the job queue. */
    alerts: Pick<GroupAlerts, 'jobGaveUp'>;
    /** The catalogue, content and search reads pages call in-process (decision 0035). */
    publicReads: PublicReads;
    /** Every integration API route and method with its declaration (decision 0065: the security suite derives its cases from it). */
    integrationRoutes: readonly IntegrationRouteEntry[];
    /** Today's hotel date by the app's clock (tests move it). */
    today(): string;
  }
}

export interface AppOptions {
  db: Database;
  logger?: FastifyServerOptions['logger'];
  /**
   * Demo mode (DEMO_MODE=1): registers the demo-only pages, GET /__dev/sms (with the console SMS
   * provider) and the payment simulator's pages (with the simulator). Off: neither exists (404),
   * whichever providers are given; main.ts refuses the demo-only providers outside demo mode.
   */
  demoMode: boolean;
  /** Plugins that must wrap every route (compression), registered before the modules. */
  beforeRoutes?: (app: FastifyInstance) => Promise<void>;
  /**
   * Where SMS codes go: a provider name (SMS_PROVIDER; default console, which in demo mode also
   * registers GET /__dev/sms) or a ready provider (tests).
   */
  smsProvider?: SmsProviderName | SmsProvider;
  /** SMS_* credentials, sign name, templates and endpoint for SMS_PROVIDER=aliyun or tencent (main.ts passes env). */
  smsSettings?: SmsSettings;
  /**
   * Confirmation e-mail (decision 0041): SMTP_URL and MAIL_FROM, or a ready transport (tests).
   * Without SMTP_URL: demo mode catches mail in mail_outbox (GET /__dev/mail); otherwise none is sent.
   */
  mail?: MailTransport | { smtpUrl?: string; from: string };
  /** ALERT_EMAIL (decision 0043): alerts to the group administrator; unset, they are only listed at /admin/notices. */
  alertEmail?: string;
  /** HMAC key for stored SMS codes; default a random key for this process. */
  smsCodeSecret?: string;
  /** STAFF_TOTP_KEY: seals staff TOTP secrets; default the public demo key (production requires one: startup-check.ts). */
  staffTotpKey?: string;
  /** Channel managers (decision 0062): CHANNEL_SECRET_KEY (default the public demo key; production requires one once a connection exists), CHANNEL_ALLOWED_HOSTS, and the HTTP client (tests). */
  channels?: { secretKey?: string; allowedHosts?: string; transport?: ChannelTransport };
  /** Behind a reverse proxy: take the client address from X-Forwarded-For. */
  trustProxy?: boolean;
  /** Current time for SMS codes, sessions, holds, deadlines and payments; tests move it. */
  clock?: Clock;
  /**
   * Payment gateways for the QR methods: a name (PAY_PROVIDER; default simulator, demo mode only)
   * or a ready gateway per method (tests; a method without one is not offered).
   */
  payProvider?: PaymentProviderName | PaymentGateways;
  /** PUBLIC_URL and the ALIPAY_* / WECHATPAY_* settings for PAY_PROVIDER=live (main.ts passes env). */
  paySettings?: Partial<PaySettings>;
  /**
   * PAY_PROVIDER=simulator: the payment simulator the adapters talk to. Unset: one mounted in
   * this app under /simulator (demo mode only; reached at PUBLIC_URL), as `npm run demo` runs it.
   * Tests hand in one listening on its own port, which outlives a restart of the app.
   */
  paySimulator?: PaySimulator;
  /** GET /readyz asks these besides the database and the migrations (a Redis check, when configured). */
  readinessChecks?: ReadinessCheck[];
  /**
   * Per-route request throttling per client address (RATE_LIMIT=on, REDIS_URL, RATE_LIMITS; decision
   * 0028). Unset: none (tests and tools; main.ts passes it).
   */
  rateLimit?: RateLimitOptions;
  /** METRICS=1: Prometheus metrics at GET /metrics, behind a bearer token when one is given. Unset: off (404). */
  metrics?: { token?: string };
  /** Catalogue, content and availability reads cached in-process (decision 0035). Default on; READ_CACHE=off in main.ts. */
  readCache?: boolean;
  /** Tests only: a cheaper scrypt cost for new password hashes (main.ts never passes it; refused in production). */
  passwordCost?: ScryptParams;
  /**
   * PUBLIC_URL: the origin the sitemap, robots.txt and the pages' canonical addresses are written
   * under (decision 0036). Unset: the origin each request came to.
   */
  publicOrigin?: string | undefined;
}


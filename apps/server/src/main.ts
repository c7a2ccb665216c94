import { createDb } from '@hotel/db/client';
import { isDatabaseEmpty, seedDemoData } from '@hotel/db/seed/seed-demo';
import { hotelToday } from '@hotel/shared/hotel-date';
import compress from '@fastify/compress';
import { buildApp } from './app.ts';
import { createJobQueue } from './jobs/create-job-queue.ts';
import { confirmationJobs, SEND_CONFIRMATION } from './jobs/confirmation-jobs.ts';
import { noticeJobs, SEND_NOTICE } from './jobs/notice-jobs.ts';
import { channelJobs, SEND_CHANNEL } from './jobs/channel-jobs.ts';
import { SEND_WEBHOOKS, webhookJobs } from './jobs/webhook-jobs.ts';
import { DEMO_ALERT_EMAIL } from './env.ts';
import { scheduledJobs } from './jobs/scheduled-jobs.ts';
import { loggerOptions } from './logging.ts';
import { registerJobLagGauge } from './plugins/metrics.ts';
import { parseRateLimits } from './plugins/rate-limit.ts';
import { exitGracefullyOnSignals } from './shutdown.ts';
import { channelKeyProblem, internationalSmsStartupNotice, mailStartupNotice, redisReachableOrExit, refuseIf, smsNoticeStartupNotice, startupEnvOrExit } from './startup-check.ts';
import { registerWeb } from './web/web-handler.ts';
import { isDemoSeedChild, seedInChild, seedsInChild } from './demo-seed-child.ts';

const env = startupEnvOrExit();
if (env.REDIS_URL && env.RATE_LIMIT === 'on') await redisReachableOrExit(env.REDIS_URL);
const production = env.NODE_ENV === 'production';

// A new demo folder is made and seeded by a child process first, whose memory goes with it (decision 0083).
const seededInChildMs = seedsInChild(env) ? await seedInChild() : null;
const handle = await createDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
await handle.migrate();
if (isDemoSeedChild()) {
  if (await isDatabaseEmpty(handle.db)) await seedDemoData(handle.db, { today: hotelToday() });
  await handle.close();
  process.exit(0);
}

const app = await buildApp({
  db: handle.db,
  // Redaction, masking and levels: logging.ts (decision 0029).
  logger: loggerOptions({ level: env.LOG_LEVEL, pretty: !production }),
  demoMode: env.DEMO_MODE,
  smsProvider: env.SMS_PROVIDER,
  smsSettings: env,
  smsCodeSecret: env.SMS_CODE_SECRET,
  // Confirmation e-mail (decision 0041): SMTP, or demo mode's /__dev/mail, or none.
  mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM ?? '' },
  // Alerts to the group administrator (decision 0043); demo mode's default is caught at /__dev/mail.
  alertEmail: env.ALERT_EMAIL ?? (env.DEMO_MODE ? DEMO_ALERT_EMAIL : undefined),
  staffTotpKey: env.STAFF_TOTP_KEY,
  channels: { secretKey: env.CHANNEL_SECRET_KEY, allowedHosts: env.CHANNEL_ALLOWED_HOSTS },
  trustProxy: env.TRUST_PROXY,
  ...(env.METRICS ? { metrics: { token: env.METRICS_TOKEN } } : {}),
  payProvider: env.PAY_PROVIDER,
  // Unset (demo mode on this machine): the simulator calls back to this process.
  paySettings: { ...env, PUBLIC_URL: env.PUBLIC_URL ?? `http://127.0.0.1:${env.PORT}` },
  readCache: env.READ_CACHE === 'on',
  // The sitemap's and pages' absolute addresses; unset, each request's own origin (not the simulator's fallback above).
  publicOrigin: env.PUBLIC_URL,
  rateLimit: env.RATE_LIMIT === 'on' ? { redisUrl: env.REDIS_URL, limits: parseRateLimits(env.RATE_LIMITS) } : undefined,
  beforeRoutes: async (a) => {
    await a.register(compress, { global: true, threshold: 1024 });
  },
});

// Stored channel manager passwords need the key they were sealed under (decision 0062).
refuseIf(channelKeyProblem(env, await app.channelConnectionCount(), await app.webhookEndpointCount()));

// A lost connection (PostgreSQL restarted, failed over, crashed) is a line in the log, never the end of the process.
handle.onConnectionLost((error) => app.log.warn({ reason: error.message }, 'database: a connection was lost; the next request opens a new one'));

if (seededInChildMs !== null) app.log.info({ ms: seededInChildMs }, 'demo mode: a child process made the new folder and seeded the demo group and member');
if (await isDatabaseEmpty(handle.db)) {
  if (env.DEMO_MODE && env.SEED === 'auto') {
    const started = Date.now();
    await seedDemoData(handle.db, { today: hotelToday() });
    app.log.info({ ms: Date.now() - started }, 'demo mode: seeded the demo group and member into the empty database');
  } else if (!env.DEMO_MODE) {
    // Outside demo mode nothing is seeded by itself: the catalogue is loaded on purpose.
    app.log.warn('the database has no hotels yet: load the catalogue with `npm run seed -- --catalog-only`');
  }
}

await registerWeb(app, { production, pageCache: env.PAGE_CACHE === 'on', demoMode: env.DEMO_MODE, publicOrigin: env.PUBLIC_URL });

// Background work (holds, payments, stays): pg-boss on PostgreSQL, timers in this process on PGlite (decision 0027).
// Jobs get most of the shutdown budget to finish; the rest is for closing the database.
// A job whose retries are spent alerts the group administrator, once per failure (decision 0043).
const jobs = createJobQueue({
  databaseUrl: env.DATABASE_URL,
  log: app.log,
  stopTimeoutMs: Math.floor(env.SHUTDOWN_TIMEOUT_MS * 0.8),
  onGaveUp: (failure) => void app.alerts.jobGaveUp(failure).catch((error: unknown) => app.log.error({ err: error, job: failure.job }, 'jobs: alert not owed')),
});
// METRICS=1: each queue's backlog and lag at /metrics (a no-op otherwise).
registerJobLagGauge(app, async () => Object.fromEntries((await jobs.stats()).map((q) => [q.name, { queued: q.queued, oldestQueuedSeconds: q.oldestQueuedSeconds }])));
exitGracefullyOnSignals({ app, jobs, db: handle, drainMs: env.SHUTDOWN_DRAIN_MS, timeoutMs: env.SHUTDOWN_TIMEOUT_MS });

await app.listen({ port: env.PORT, host: env.HOST });
await jobs.start([...scheduledJobs(app), ...confirmationJobs(app), ...noticeJobs(app), ...channelJobs(app), ...webhookJobs(app)]);
// Confirmations owed by an order event are queued right after its commit (decision 0041), the hotels' notices and alerts too (0043).
app.confirmations.dispatchTo((key) => jobs.send(SEND_CONFIRMATION, { key }));
app.notices.dispatchTo((key) => jobs.send(SEND_NOTICE, { key }));
// What a committed change owes the channel managers is sent at once (decision 0062): the change feed hears every process's commits.
app.channelSync.dispatchTo((connectionId) => jobs.send(SEND_CHANNEL, { connectionId }));
app.changes.subscribe(['room_nights', 'rate_plans'], () => app.channelSync.kick());
// Promotions too, for a channel that takes them (Google, decision 0066): a stop, an edit or a use that reaches a cap is sent as the whole set.
app.changes.subscribe(['promotions'], () => void app.channelSync.promotionsChanged());
// A reservation's event for a hotel's PMS (decision 0064) likewise: written by the orders trigger, heard on commit.
app.webhookDelivery.dispatchTo((endpointId) => jobs.send(SEND_WEBHOOKS, { endpointId }));
app.changes.subscribe(['webhook_events'], () => app.webhookDelivery.kick());
const mailNotice = mailStartupNotice(env);
if (mailNotice) app.log[env.DEMO_MODE ? 'info' : 'warn'](mailNotice);
const smsNotice = smsNoticeStartupNotice(env);
if (smsNotice) app.log.warn(smsNotice);
const internationalSmsNotice = internationalSmsStartupNotice(env);
if (internationalSmsNotice) app.log.warn(internationalSmsNotice);
if (!env.ALERT_EMAIL && !env.DEMO_MODE) app.log.warn('ALERT_EMAIL is not set: alerts (jobs that failed for good, reconciliation differences) are only listed at /admin/notices');
app.log.info(`${env.DEMO_MODE ? 'demo mode · ' : ''}${handle.kind === 'pglite' ? `PGlite (${env.DATA_DIR})` : 'PostgreSQL'} · http://localhost:${env.PORT}`);


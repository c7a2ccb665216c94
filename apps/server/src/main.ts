import { createDb } from '@hotel/db/client';
import { isDatabaseEmpty, seedDemoData } from '@hotel/db/seed/seed-demo';
import { hotelToday } from '@hotel/shared/hotel-date';
import compress from '@fastify/compress';
import { buildApp } from './app.ts';
import { loggerOptions } from './logging.ts';
import { startupEnvOrExit } from './startup-check.ts';
import { registerWeb } from './web/web-handler.ts';

const env = startupEnvOrExit();
const production = env.NODE_ENV === 'production';

const handle = await createDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
await handle.migrate();

const app = await buildApp({
  db: handle.db,
  // Redaction, masking and levels: logging.ts (decision 0029).
  logger: loggerOptions({ level: env.LOG_LEVEL, pretty: !production }),
  demoMode: env.DEMO_MODE,
  smsProvider: env.SMS_PROVIDER,
  smsSettings: env,
  smsCodeSecret: env.SMS_CODE_SECRET,
  staffTotpKey: env.STAFF_TOTP_KEY,
  trustProxy: env.TRUST_PROXY,
  ...(env.METRICS ? { metrics: { token: env.METRICS_TOKEN } } : {}),
  payProvider: env.PAY_PROVIDER,
  // Unset (demo mode on this machine): the simulator calls back to this process.
  paySettings: { ...env, PUBLIC_URL: env.PUBLIC_URL ?? `http://127.0.0.1:${env.PORT}` },
  beforeRoutes: async (a) => {
    await a.register(compress, { global: true, threshold: 1024 });
  },
});

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

await registerWeb(app, { production, demoMode: env.DEMO_MODE, sisterSites: { zh: env.SISTER_SITE_ZH_URL, en: env.SISTER_SITE_EN_URL } });

// Lapsed holds and unpaid prepaid orders give their rooms back (also done lazily before each hold).
const EXPIRY_INTERVAL_MS = 30_000;
const expiryTimer = setInterval(() => {
  app.releaseExpired().then(
    (released) => {
      if (released.holds || released.orders) app.log.info(released, 'released expired holds and orders');
    },
    (error: unknown) => app.log.error({ err: error }, 'releasing expired holds failed'),
  );
}, EXPIRY_INTERVAL_MS);
expiryTimer.unref();

// Payments whose notification never came settle, lapsed trades close, refunds are followed (decision 0015).
const RECONCILE_INTERVAL_MS = 60_000;
const reconcileTimer = setInterval(() => {
  app.reconcilePayments().then(
    (result) => {
      if (result.settled || result.closed || result.differences || result.refundsUpdated || result.errors) app.log.info(result, 'reconciled payments');
    },
    (error: unknown) => app.log.error({ err: error }, 'reconciling payments failed'),
  );
}, RECONCILE_INTERVAL_MS);
reconcileTimer.unref();

// Checked-in stays become 完了 the day after departure; the others are listed for staff (decision 0024).
const COMPLETE_STAYS_INTERVAL_MS = 10 * 60_000;
const completeStaysTimer = setInterval(() => {
  app.completeStays().then(
    (result) => {
      if (result.completed) app.log.info(result, 'completed checked-in stays past their departure');
    },
    (error: unknown) => app.log.error({ err: error }, 'completing stays failed'),
  );
}, COMPLETE_STAYS_INTERVAL_MS);
completeStaysTimer.unref();

const close = async () => {
  clearInterval(expiryTimer);
  clearInterval(reconcileTimer);
  clearInterval(completeStaysTimer);
  await app.close();
  await handle.close();
  process.exit(0);
};
process.once('SIGINT', () => void close());
process.once('SIGTERM', () => void close());

await app.listen({ port: env.PORT, host: env.HOST });
app.log.info(`${env.DEMO_MODE ? 'demo mode · ' : ''}${handle.kind === 'pglite' ? `PGlite (${env.DATA_DIR})` : 'PostgreSQL'} · http://localhost:${env.PORT}`);


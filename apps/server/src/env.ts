import { z } from 'zod';

/** Environment read once, validated, and passed around; nothing else reads process.env. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** auto: seed demo data only into an empty database; never: don't; force: wipe-free reseed refused unless empty. */
  SEED: z.enum(['auto', 'never']).default('auto'),
  /**
   * Where SMS codes go. console: the server log and the sms_outbox table, readable through
   * GET /__dev/sms (development, demo, tests). A real provider adds its name here.
   */
  SMS_PROVIDER: z.enum(['console']).default('console'),
  /** HMAC key for stored SMS codes (≥ 32 characters). Unset: a random key per process. */
  SMS_CODE_SECRET: z.string().min(32).optional(),
  /**
   * Payment provider for Alipay and WeChat. sandbox: our own pay page /sandbox/pay/<payId> and
   * signed notifications (development, demo, tests). A real provider adds its name here.
   */
  PAY_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  /** HMAC key for payment notifications (≥ 32 characters). Unset: a random key per process. */
  PAY_NOTIFY_SECRET: z.string().min(32).optional(),
  /** true behind a reverse proxy: client address from X-Forwarded-For (per-address SMS cap). */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export type Env = z.infer<typeof envSchema>;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${issues}`);
  }
  return parsed.data;
}

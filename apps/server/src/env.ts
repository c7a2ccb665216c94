import { z } from 'zod';
import { DEFAULT_DATA_DIR, DEMO_DATA_DIR } from '@hotel/db/client';

/** Environment read once, validated, and passed around; nothing else reads process.env. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  // --- Demo mode (decision 0013) ---------------------------------------------------------------
  /**
   * 1: the demo site. Only in demo mode: the console SMS provider and GET /__dev/sms, the payment
   * simulator and its pages, seeding the demo group and member into an empty database, and the
   * デモサイト notice on every page. The rule holds in every NODE_ENV; startup-check.ts refuses the
   * demo-only providers without it, and in production also missing secrets.
   */
  DEMO_MODE: z
    .enum(['0', '1'])
    .default('0')
    .transform((v) => v === '1'),
  // -----------------------------------------------------------------------------------------------
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  /** PGlite folder. Unset: ./data, or ./data/demo in demo mode (a production start never finds demo data). */
  DATA_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** auto: in demo mode, seed the demo group and member into an empty database (outside demo mode nothing); never: don't. */
  SEED: z.enum(['auto', 'never']).default('auto'),
  /**
   * Where SMS codes go. console: the server log and the sms_outbox table, readable through
   * GET /__dev/sms (development, demo, tests). A real provider adds its name here.
   */
  SMS_PROVIDER: z.enum(['console']).default('console'),
  /** HMAC key for stored SMS codes (≥ 32 characters). Unset: a random key per process. */
  SMS_CODE_SECRET: z.string().min(32).optional(),
  /**
   * Payment provider for Alipay and WeChat. simulator: our own pay page /sandbox/pay/<payId> and
   * signed notifications; demo mode only (anyone can confirm a payment). A real provider adds its name here.
   */
  PAY_PROVIDER: z.enum(['simulator']).default('simulator'),
  /** HMAC key for payment notifications (≥ 32 characters). Unset: a random key per process. */
  PAY_NOTIFY_SECRET: z.string().min(32).optional(),
  /** true behind a reverse proxy: client address from X-Forwarded-For (per-address SMS cap). */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export type Env = Omit<z.infer<typeof envSchema>, 'DATA_DIR'> & { DATA_DIR: string };

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${issues}`);
  }
  return { ...parsed.data, DATA_DIR: parsed.data.DATA_DIR ?? (parsed.data.DEMO_MODE ? DEMO_DATA_DIR : DEFAULT_DATA_DIR) };
}

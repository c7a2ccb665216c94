import { loadEnv, SMS_NOTICE_TEMPLATE_SETTINGS, type Env } from './env.ts';
import { parseRateLimits, redisStartupProblem } from './plugins/rate-limit.ts';

/** What the startup check reads: the mode and the settings only demo mode may leave unsafe. */
export type StartupSettings = Pick<Env, 'NODE_ENV' | 'DEMO_MODE' | 'SMS_PROVIDER' | 'PAY_PROVIDER' | 'SMS_CODE_SECRET' | 'PUBLIC_URL' | 'STAFF_TOTP_KEY'>;

/**
 * Why the server must not start with these settings, as one line naming the variables to set,
 * or null when it may start (decision 0013):
 * - outside demo mode (DEMO_MODE unset, in every NODE_ENV) the demo-only providers are refused:
 *   SMS_PROVIDER=console shows every code at /__dev/sms, PAY_PROVIDER=simulator lets anyone pay;
 * - in production outside demo mode SMS_CODE_SECRET is required too (a random key per process
 *   breaks SMS codes across restarts and instances) and STAFF_TOTP_KEY (the demo key is public),
 *   and PUBLIC_URL must be https: the providers
 *   call back only there (loadEnv has already required the live payment settings).
 * Demo mode (DEMO_MODE=1) starts with any of them, production included.
 */
export function unsafeConfiguration(env: StartupSettings): string | null {
  if (env.DEMO_MODE) return null;
  const problems: string[] = [];
  if (env.SMS_PROVIDER === 'console') {
    problems.push('SMS_PROVIDER (console, the default, shows every code at /__dev/sms: demo only)');
  }
  if (env.PAY_PROVIDER === 'simulator') {
    problems.push('PAY_PROVIDER (simulator, the default, lets anyone pay: demo only)');
  }
  if (env.NODE_ENV === 'production') {
    if (!env.SMS_CODE_SECRET) problems.push('SMS_CODE_SECRET (32+ characters)');
    if (!env.STAFF_TOTP_KEY) problems.push('STAFF_TOTP_KEY (32+ characters: seals staff TOTP secrets)');
    if (env.PAY_PROVIDER === 'live' && env.PUBLIC_URL && !env.PUBLIC_URL.startsWith('https://')) {
      problems.push('PUBLIC_URL (https: Alipay and WeChat Pay call back only over https)');
    }
  }
  if (problems.length === 0) return null;
  return `Refusing to start outside demo mode: set ${problems.join(', ')}; or set DEMO_MODE=1 for the demo site (no real payment or SMS).`;
}

/**
 * Channel manager passwords (decision 0062) and webhook signing secrets (0064) are sealed under
 * CHANNEL_SECRET_KEY; the demo key is public, so production outside demo mode refuses to start
 * without one once either exists (null: it may start). Asked after the migrations, with the
 * numbers of connections and webhook endpoints stored.
 */
export function channelKeyProblem(env: Pick<Env, 'NODE_ENV' | 'DEMO_MODE' | 'CHANNEL_SECRET_KEY'>, connections: number, webhookEndpoints = 0): string | null {
  if (env.DEMO_MODE || env.NODE_ENV !== 'production' || env.CHANNEL_SECRET_KEY || connections + webhookEndpoints === 0) return null;
  return `Refusing to start: ${connections} channel manager connection(s) and ${webhookEndpoints} webhook endpoint(s) are stored; set CHANNEL_SECRET_KEY (32+ characters: seals their passwords and signing secrets), the key they were saved under.`;
}

/** Refuses to start with `problem` (one line on stderr, exit 1); does nothing for null. */
export function refuseIf(problem: string | null): void {
  if (problem) refuse(problem);
}

/**
 * The environment for starting the server (main.ts, and tools/start.mjs before it builds):
 * invalid or unsafe settings print one line on stderr and exit with status 1.
 */
export function startupEnvOrExit(source: NodeJS.ProcessEnv = process.env): Env {
  let env: Env;
  try {
    env = loadEnv(source);
  } catch (error) {
    refuse(error instanceof Error ? error.message : String(error));
  }
  const unsafe = unsafeConfiguration(env);
  if (unsafe) refuse(unsafe);
  try {
    parseRateLimits(env.RATE_LIMITS);
  } catch (error) {
    refuse(`Invalid environment: ${error instanceof Error ? error.message : String(error)}`);
  }
  return env;
}

/** REDIS_URL must reach a Redis that takes our credentials, or the server does not start (decision 0028). */
export async function redisReachableOrExit(url: string): Promise<void> {
  const problem = await redisStartupProblem(url);
  if (problem) refuse(`Refusing to start: REDIS_URL does not reach Redis (${problem}); fix the address or password, or unset REDIS_URL to count request limits in memory.`);
}

/**
 * Confirmation e-mail (decision 0041) never stops the server: without SMTP_URL, demo mode catches
 * it at /__dev/mail and anywhere else none is sent, which the startup log says (null: nothing to say).
 */
export function mailStartupNotice(env: Pick<Env, 'DEMO_MODE' | 'SMTP_URL'>): string | null {
  if (env.SMTP_URL) return null;
  if (env.DEMO_MODE) return 'demo mode: confirmation e-mail is caught, not sent (GET /__dev/mail); set SMTP_URL and MAIL_FROM to send it';
  return 'SMTP_URL is not set: no confirmation e-mail is sent (SMS confirmations still go where the provider sends notices)';
}

/**
 * Confirmation SMS through a real provider (decision 0041) need a registered template per event;
 * a missing one never stops the server (those SMS are skipped, the e-mail still goes), which the
 * startup log says (null: nothing to say).
 */
export function smsNoticeStartupNotice(env: Pick<Env, 'SMS_PROVIDER' | (typeof SMS_NOTICE_TEMPLATE_SETTINGS)[number]>): string | null {
  if (env.SMS_PROVIDER === 'console') return null;
  const unset = SMS_NOTICE_TEMPLATE_SETTINGS.filter((name) => !env[name]);
  if (unset.length === 0) return null;
  return `${unset.join(', ')} not set: those confirmation SMS are not sent through ${env.SMS_PROVIDER} (e-mail still is); register the templates (README) and set them`;
}

/**
 * Tencent sends codes abroad only with approved international templates (decision 0078); without
 * them such guests are told their number cannot get an SMS, which the startup log says.
 */
export function internationalSmsStartupNotice(env: Pick<Env, 'SMS_PROVIDER' | 'SMS_INTERNATIONAL' | 'SMS_TEMPLATE_LOGIN_INTL' | 'SMS_TEMPLATE_REGISTER_INTL'>): string | null {
  if (env.SMS_PROVIDER !== 'tencent' || env.SMS_INTERNATIONAL === 'off') return null;
  const unset = (['SMS_TEMPLATE_LOGIN_INTL', 'SMS_TEMPLATE_REGISTER_INTL'] as const).filter((name) => !env[name]);
  if (unset.length === 0) return null;
  return `${unset.join(', ')} not set: guests with a number outside mainland China get no such code through tencent (they are told the number cannot get an SMS); register international templates (README) and set them, or set SMS_INTERNATIONAL=off`;
}

/** Before the logger exists: the line goes straight to stderr. */
function refuse(line: string): never {
  process.stderr.write(`${line}\n`);
  process.exit(1);
}

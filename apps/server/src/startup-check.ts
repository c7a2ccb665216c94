import { loadEnv, type Env } from './env.ts';

/** What the startup check reads: the mode and the settings only demo mode may leave unsafe. */
export type StartupSettings = Pick<Env, 'NODE_ENV' | 'DEMO_MODE' | 'SMS_PROVIDER' | 'PAY_PROVIDER' | 'SMS_CODE_SECRET' | 'PAY_NOTIFY_SECRET'>;

/**
 * Why the server must not start with these settings, as one line naming the variables to set,
 * or null when it may start (decision 0013):
 * - outside demo mode (DEMO_MODE unset, in every NODE_ENV) the demo-only providers are refused:
 *   SMS_PROVIDER=console shows every code at /__dev/sms, PAY_PROVIDER=simulator lets anyone pay;
 * - in production outside demo mode the HMAC keys are required too: a random key per process
 *   breaks SMS codes and payment notifications across restarts and instances.
 * Demo mode (DEMO_MODE=1) starts with any of them, production included.
 */
export function unsafeConfiguration(env: StartupSettings): string | null {
  if (env.DEMO_MODE) return null;
  const problems: string[] = [];
  // PAY_PROVIDER compared as a string: live providers (issue 9 part 3) widen that enum.
  if (env.SMS_PROVIDER === 'console') {
    problems.push('SMS_PROVIDER (console, the default, shows every code at /__dev/sms: demo only)');
  }
  if ((env.PAY_PROVIDER as string) === 'simulator') {
    problems.push('PAY_PROVIDER (simulator, the default, lets anyone pay: demo only)');
  }
  if (env.NODE_ENV === 'production') {
    if (!env.SMS_CODE_SECRET) problems.push('SMS_CODE_SECRET (32+ characters)');
    if (!env.PAY_NOTIFY_SECRET) problems.push('PAY_NOTIFY_SECRET (32+ characters)');
  }
  if (problems.length === 0) return null;
  return `Refusing to start outside demo mode: set ${problems.join(', ')}; or set DEMO_MODE=1 for the demo site (no real payment or SMS).`;
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
  return env;
}

/** Before the logger exists: the line goes straight to stderr. */
function refuse(line: string): never {
  process.stderr.write(`${line}\n`);
  process.exit(1);
}

import pino from 'pino';
import type { AppOptions } from '../../src/app.ts';
import { loggerOptions } from '../../src/logging.ts';

let destination: pino.DestinationStream | undefined;

/**
 * TEST_LOG_FILE set (`npm run test:logs`): every test app logs at debug, with production's
 * options (logging.ts), appending to that file, which the scan then reads. Unset: no log.
 * Appends are synchronous, whole lines, so the test files running side by side never mix lines.
 */
export function testLogger(): AppOptions['logger'] {
  const file = process.env.TEST_LOG_FILE;
  if (!file) return false;
  destination ??= pino.destination({ dest: file, append: true, sync: true, mkdir: true });
  return { ...loggerOptions({ level: 'debug' }), stream: destination };
}

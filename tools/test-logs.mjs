// npm run test:logs: runs the API suite with every test app logging at debug, with production's
// options (apps/server/src/logging.ts), into one file, then scans every line for what must never be
// logged (decision 0029). Fails listing the offending lines.
//   npm run test:logs                          the whole API suite, then the scan
//   npm run test:logs -- test/orders.test.ts   some files only (vitest filters)
//   npm run test:logs -- --scan-only FILE      scan a log file written before
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const scanOnly = args[0] === '--scan-only';
const file = path.resolve(scanOnly ? args[1] ?? '' : (process.env.TEST_LOG_FILE ?? 'test-results/api-test.log'));

if (!scanOnly) {
  mkdirSync(path.dirname(file), { recursive: true });
  rmSync(file, { force: true });
  const run = spawnSync('npx', ['vitest', 'run', '--project', 'api', ...args], { stdio: 'inherit', env: { ...process.env, TEST_LOG_FILE: file } });
  if (run.status !== 0) {
    console.error(`test:logs: the API suite failed (exit ${run.status}); scanning its log anyway`);
    process.exitCode = 1;
  }
}

/** Digits that pass the Luhn check, as card numbers do. */
function luhn(digits) {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** What must never be in a line: a name and a test that answers the offending text or nothing. */
const RULES = [
  ['full mobile number', (text) => text.match(/(?<![\w])1[3-9]\d{9}(?![\w])/)?.[0]],
  // A number with its country code (decision 0077): + or, in a URL, %2B and at least 7 unmasked digits.
  ['full international number', (text) => text.match(/(?:\+|%2B)\d{7,15}(?![\w])/i)?.[0]],
  ['demo password', (text) => text.match(/Demo1234|FeltonStaff2026/)?.[0]],
  ['password field', (text) => text.match(/"(?:password|Pwd|pwd|newPassword|oldPassword)":"(?!\[Redacted\])[^"]+"/)?.[0]],
  ['session cookie', (text) => text.match(/(?:ft_session|staff_session)=(?!\*)[^;"\s]{8,}/)?.[0]],
  ['token header or field', (text) => text.match(/"(?:usertoken|token|cookie|authorization|set-cookie|x-csrf-token)":"(?!\[Redacted\])[^"]+"/i)?.[0]],
  ['bearer token', (text) => text.match(/Bearer [A-Za-z0-9._~+/-]{8,}/)?.[0]],
  // Session tokens are 32 random bytes in base64url: 43 characters.
  ['session token', (text) => text.match(/(?<![\w-])[A-Za-z0-9_-]{43}(?![\w-])/)?.[0]],
  ['SMS code', (text) => text.match(/"(?:SmsCode|smsCode|code)":"?\d{6}\b|[?&](?:SmsCode|smsCode|code)=\d{6}\b/)?.[0]],
  [
    'card number',
    (text) => [...text.matchAll(/(?<![\w])\d(?:[ -]?\d){12,18}(?![\w])/g)].map((m) => m[0]).find((run) => luhn(run.replace(/[ -]/g, ''))),
  ],
  [
    'TOTP secret',
    (text) =>
      text.match(/otpauth:\/\/|[?&]secret=|"(?:totpSecret|secret)":"(?!\[Redacted\])[^"]+"/)?.[0] ??
      // Base32 of 16+ random bytes: letters and the digits 2-7 mixed (not a run of one letter, as fuzzing sends).
      [...text.matchAll(/(?<![A-Z2-7])[A-Z2-7]{26,}(?![A-Z2-7])/g)].map((m) => m[0]).find((run) => /[2-7]/.test(run) && /[A-Z]/.test(run) && new Set(run).size > 8),
  ],
];

let content;
try {
  content = readFileSync(file, 'utf8');
} catch {
  console.error(`test:logs: no log at ${file}`);
  process.exit(1);
}
const lines = content.split('\n').filter(Boolean);
const offending = [];
for (const [index, line] of lines.entries()) {
  // pino's time (epoch milliseconds) is a 13-digit number by design: left out of the scan.
  const text = line.replace(/"time":\d+,/, '');
  for (const [rule, test] of RULES) {
    const found = test(text);
    if (found) offending.push(`${file}:${index + 1} ${rule} (${found}): ${line.length > 400 ? `${line.slice(0, 400)}…` : line}`);
  }
}

const MIN_LINES = 100;
console.log(`test:logs: scanned ${lines.length} log lines in ${file}`);
if (lines.length < MIN_LINES) {
  console.error(`test:logs: fewer than ${MIN_LINES} lines: did the test apps log (TEST_LOG_FILE, test/helpers/test-logger.ts)?`);
  process.exitCode = 1;
}
if (offending.length > 0) {
  console.error(`test:logs: ${offending.length} offending line(s):\n${offending.join('\n')}`);
  process.exitCode = 1;
} else {
  console.log('test:logs: no token, password, SMS code, card number, TOTP secret or full phone number found');
}

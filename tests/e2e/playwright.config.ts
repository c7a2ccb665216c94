import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
const DATA_DIR = path.join(os.tmpdir(), `hotel-e2e-${PORT}`);
/**
 * Debian's headless shell when installed (the same engine without the browser's own layers: a third
 * less CPU over the suite on a two-core machine), else Debian's Chromium; CHROMIUM_PATH overrides.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
/**
 * The channel connections' specs point at an endpoint where nothing listens (admin-channels.spec.ts):
 * the endpoint rule refuses loopback unless CHANNEL_ALLOWED_HOSTS names it (decision 0062). Port 2
 * has no service, and fetch does not refuse it as a "bad port" (port 1 it does).
 */
const CHANNEL_NOBODY_HOST = '127.0.0.1:2';
/**
 * Sweeps longer than the CI's half-hour allows (`*.sweep.spec.ts`: axe on every page, about 18
 * minutes) run only when asked for by `npm run test:a11y` (E2E_SWEEP=1).
 */
const SWEEPS = process.env.E2E_SWEEP ? [] : ['**/*.sweep.spec.ts'];

/**
 * Runs against the production build (the web build and the compiled server of `npm run build`,
 * decision 0034) in demo mode (console SMS read through /__dev/sms, the payment simulator, the
 * demo data seeded on start) on a fresh embedded database, in Debian's Chromium: no browser is
 * ever downloaded.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  // A login followed by a hold is one step that a busy two-core machine has pushed past 7 s.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recorded on the retry only: recording every test (retain-on-failure) snapshots each action's
    // page in Chromium and the runner, a cost paid by every passing test on a two-core machine.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } }, testIgnore: ['**/*.mobile.spec.ts', ...SWEEPS] },
    { name: 'mobile', use: { ...devices['Pixel 5'], viewport: { width: 375, height: 812 } }, testMatch: '**/*.mobile.spec.ts' },
  ],
  webServer: {
    command: `rm -rf ${DATA_DIR} && NODE_ENV=production DEMO_MODE=1 RATE_LIMIT=off TRUST_PROXY=true CHANNEL_ALLOWED_HOSTS=${CHANNEL_NOBODY_HOST} LOG_LEVEL=warn PORT=${PORT} DATA_DIR=${DATA_DIR} node apps/server/dist/main.js`,
    cwd: path.resolve(import.meta.dirname, '../..'),
    url: `http://127.0.0.1:${PORT}/home`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});

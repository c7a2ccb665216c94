import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { createPaySimulator, type PaySimulator, type SimTrade } from '../../../apps/server/src/pay-simulator/index.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const LOG_DIR = path.join(ROOT, 'data', 'reliability');
const SERVER_BUILD = path.join(ROOT, 'apps/web/build/server/index.js');

/**
 * The payment simulator on its own port, in the harness: "Alipay" and "WeChat Pay" outlive every
 * server crash, keep their trades and keep retrying notifications (2, 5, 10, 30 and 60 s), as the
 * real providers do. The servers talk to it as PAY_PROVIDER=live, with its keys and addresses.
 */
export interface StandaloneSimulator {
  simulator: PaySimulator;
  /** The servers' ALIPAY_* / WECHATPAY_* settings for it. */
  env: Record<string, string>;
  /** "The guest scanned the QR and paid": the trade behind a payUrl (its scan page), paid. */
  payByUrl(payUrl: string): SimTrade | undefined;
  close(): Promise<void>;
}

export async function startSimulator(port: number): Promise<StandaloneSimulator> {
  const publicUrl = `http://127.0.0.1:${port}`;
  const simulator = createPaySimulator({ publicUrl, prefix: '', delivery: { duplicateRate: 0.2 } });
  const app: FastifyInstance = Fastify({ logger: false });
  await app.register(simulator.plugin);
  await app.listen({ port, host: '127.0.0.1' });
  const { alipay, wechat } = simulator.keys;
  return {
    simulator,
    env: {
      PAY_PROVIDER: 'live',
      ALIPAY_APP_ID: alipay.appId,
      ALIPAY_PRIVATE_KEY: alipay.merchant.privateKey,
      ALIPAY_PUBLIC_KEY: alipay.platform.publicKey,
      ALIPAY_GATEWAY: simulator.urls.alipayGateway,
      WECHATPAY_MCHID: wechat.mchid,
      WECHATPAY_APPID: wechat.appid,
      WECHATPAY_MERCHANT_SERIAL: wechat.merchantSerial,
      WECHATPAY_PRIVATE_KEY: wechat.merchant.privateKey,
      WECHATPAY_APIV3_KEY: wechat.apiV3Key,
      WECHATPAY_PUBLIC_KEY_ID: wechat.platformPublicKeyId,
      WECHATPAY_PUBLIC_KEY: wechat.platform.publicKey,
      WECHATPAY_BASE_URL: simulator.urls.wechatBaseUrl,
    },
    payByUrl(payUrl) {
      const scanId = payUrl.split('/').pop() ?? '';
      const trade = simulator.ledger.findByScanId(scanId);
      if (!trade) return undefined;
      simulator.pay(trade);
      return trade;
    },
    close: async () => {
      simulator.delivery.stop();
      await app.close();
    },
  };
}

/** The web build the production server serves; built once when missing (like test:e2e). */
export async function ensureWebBuild(): Promise<void> {
  if (existsSync(SERVER_BUILD)) return;
  console.log('no web build: running npm run build once');
  await new Promise<void>((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run build exited with ${code}`))));
  });
}

export interface ServerProcess {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
  /** Resolves when the process has exited (however it ended). */
  exited: Promise<void>;
}

/**
 * A real server: `node --import tsx apps/server/src/main.ts`, or with `compiled` the production
 * build `node apps/server/dist/main.js` (build it first: `npm run build:server`), in production
 * mode with demo mode on (the demo staff and no SMS or payment credentials needed), payments
 * through the standalone simulator, on its own port. Its log goes to data/reliability/<name>.log.
 */
export async function startServer(name: string, port: number, env: Record<string, string>, { compiled = false } = {}): Promise<ServerProcess> {
  mkdirSync(LOG_DIR, { recursive: true });
  const log = createWriteStream(path.join(LOG_DIR, `${name}.log`), { flags: 'a' });
  const entry = compiled ? ['apps/server/dist/main.js'] : ['--import', 'tsx', 'apps/server/src/main.ts'];
  const child = spawn(process.execPath, entry, {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      DEMO_MODE: '1',
      SEED: 'never',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      // Throttling is not what these suites measure (issue 11's rate limits: off here).
      RATE_LIMIT: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const server: ServerProcess = { name, port, url: `http://127.0.0.1:${port}`, child, exited };
  await waitUntilServing(server);
  return server;
}

async function waitUntilServing(server: ServerProcess, timeoutMs = 120_000): Promise<void> {
  const started = Date.now();
  let exited = false;
  void server.exited.then(() => (exited = true));
  while (Date.now() - started < timeoutMs) {
    if (exited) throw new Error(`${server.name} exited while starting (see data/reliability/${server.name}.log)`);
    try {
      const response = await fetch(`${server.url}/crsapi/v1/hotel/getBrands`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${server.name} did not start within ${timeoutMs / 1000} s`);
}

/** kill -9: no shutdown hook runs, whatever was in flight is cut. */
export async function killHard(server: ServerProcess): Promise<void> {
  server.child.kill('SIGKILL');
  await server.exited;
}

/** SIGTERM: the server's own graceful shutdown (PGlite closes its data folder). */
export async function stopServer(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 30_000);
  await server.exited;
  clearTimeout(timer);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

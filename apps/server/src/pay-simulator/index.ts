import type { FastifyPluginAsync } from 'fastify';
import { alipaySimulator } from './alipay.ts';
import { NotificationDelivery, fetchTransport, type DeliveryBehaviour, type Transport } from './delivery.ts';
import { generateSimulatorKeys, type SimulatorKeys } from './keys.ts';
import { SimLedger, type SimTrade } from './ledger.ts';
import type { SimContext, SimProtocolFactory, SimProtocolHalf } from './protocol.ts';
import { scanRoutes, SCAN_PATH } from './scan.routes.ts';
import { wechatSimulator } from './wechat.ts';

export { generateSimulatorKeys, type SimulatorKeys } from './keys.ts';
export { SimLedger, type SimTrade } from './ledger.ts';
export { NotificationDelivery, type DeliveryBehaviour, type Transport } from './delivery.ts';

/**
 * Like the real services, compressed: Alipay retries at 2 m, 10 m, 10 m, 1 h…, WeChat at 15 s,
 * 15 s, 30 s, 3 m… The demo retries after 2, 5, 10, 30 and 60 seconds, so a notification our
 * server missed (restarting, say) still arrives within a minute and a half.
 */
export const DEMO_DELIVERY: DeliveryBehaviour = { retryDelaysMs: [2_000, 5_000, 10_000, 30_000, 60_000], firstDelayMs: 0, duplicateRate: 0.2 };

export interface PaySimulatorOptions {
  /** Default: one set of fresh keys per process (generating RSA keys takes a moment). */
  keys?: SimulatorKeys;
  /** Default: both protocol halves (alipaySimulator, wechatSimulator). */
  protocols?: SimProtocolFactory[];
  /** Scheme, host and port the simulator is reached on by the guest's browser (its scan pages). */
  publicUrl: string;
  /** Path the simulator is mounted under (demo: /simulator; a stand-alone test server: ''). */
  prefix: string;
  delivery?: Partial<DeliveryBehaviour>;
  /** How notifications travel; tests hand in app.inject. */
  transport?: Transport;
  now?: () => Date;
}

/** One simulator: its memory of trades, its notification sender, and both protocols' routes. */
export interface PaySimulator {
  ledger: SimLedger;
  delivery: NotificationDelivery;
  keys: SimulatorKeys;
  halves: SimProtocolHalf[];
  /** Alipay's gateway.do and WeChat's base URL for the live adapters. */
  urls: { alipayGateway: string; wechatBaseUrl: string };
  /** Registers the protocol routes and the scan pages on a Fastify instance. */
  plugin: FastifyPluginAsync;
  /** "The guest scanned and paid": what the scan page's button does (tests call it directly). */
  pay(trade: SimTrade): boolean;
}

/**
 * The payment simulator (PAY_PROVIDER=simulator; demo mode and tests): one local service that
 * speaks Alipay's and WeChat Pay's protocols with real key pairs. Our live adapters talk to it
 * exactly as to the providers (signed requests, signed answers, signed and retried notifications),
 * so demo mode and the tests exercise the production code path; only the keys and addresses differ.
 */
export function createPaySimulator(options: PaySimulatorOptions): PaySimulator {
  const now = options.now ?? (() => new Date());
  const keys = options.keys ?? processKeys();
  const ledger = new SimLedger(now);
  const delivery = new NotificationDelivery({ ...DEMO_DELIVERY, ...options.delivery }, options.transport ?? fetchTransport);
  const base = `${options.publicUrl.replace(/\/$/, '')}${options.prefix}`;
  const ctx: SimContext = {
    keys,
    ledger,
    delivery,
    scanUrl: (trade) => `${base}${SCAN_PATH}/${trade.scanId}`,
  };
  const halves = (options.protocols ?? [alipaySimulator, wechatSimulator]).map((factory) => factory(ctx));
  const pay = (trade: SimTrade): boolean => {
    if (!ledger.pay(trade)) return false;
    const half = halves.find((h) => h.protocol === trade.protocol);
    if (half) delivery.send(half.notification(trade));
    return true;
  };
  const plugin: FastifyPluginAsync = async (app) => {
    // Stand-ins for Alipay and WeChat Pay are not our API: kept out of the OpenAPI document.
    app.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, hide: true };
    });
    for (const half of halves) await app.register(half.routes, { prefix: `${options.prefix}/${half.protocol}` });
    await app.register(scanRoutes, { prefix: options.prefix, ledger, pay, now });
  };
  return {
    ledger,
    delivery,
    keys,
    halves,
    urls: { alipayGateway: `${base}/alipay/gateway.do`, wechatBaseUrl: `${base}/wechat/` },
    plugin,
    pay,
  };
}

let keysOfThisProcess: SimulatorKeys | undefined;
function processKeys(): SimulatorKeys {
  keysOfThisProcess ??= generateSimulatorKeys();
  return keysOfThisProcess;
}

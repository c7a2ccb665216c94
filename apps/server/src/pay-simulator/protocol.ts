import type { FastifyPluginAsync } from 'fastify';
import type { NotificationDelivery, OutgoingNotification } from './delivery.ts';
import type { SimLedger, SimProtocol, SimTrade } from './ledger.ts';
import type { SimulatorKeys } from './keys.ts';

/** What both protocol halves of the simulator share. */
export interface SimContext {
  keys: SimulatorKeys;
  ledger: SimLedger;
  delivery: NotificationDelivery;
  /**
   * The scan page of a trade: the QR content the half returns (Alipay qr_code, WeChat code_url).
   * Real Alipay gives https://qr.alipay.com/…, real WeChat weixin://wxpay/bizpayurl?pr=…; the
   * simulator gives a page a browser can open, so a demo guest (and Playwright) can "scan" it.
   */
  scanUrl(trade: SimTrade): string;
}

/**
 * One protocol of the simulator (alipay.ts, wechat.ts). `routes` is registered under the
 * simulator's prefix for that protocol (/alipay: POST /alipay/gateway.do; /wechat: /wechat/v3/…),
 * so a gateway adapter pointed at <simulator>/alipay/gateway.do or <simulator>/wechat/ cannot tell
 * it from the provider. `notification` builds the signed notification the provider would send
 * for a trade that has just been paid; the scan page hands it to ctx.delivery.
 */
export interface SimProtocolHalf {
  protocol: SimProtocol;
  routes: FastifyPluginAsync;
  notification(trade: SimTrade): OutgoingNotification;
}

export type SimProtocolFactory = (ctx: SimContext) => SimProtocolHalf;

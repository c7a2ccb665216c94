import type { FastifyBaseLogger } from 'fastify';
import type { AlipayConfig, PaymentGateway, PaymentGateways, WechatPayConfig } from './modules/pay/index.ts';
import { alipayConfig, wechatPayConfig, type PaySettings } from './pay-settings.ts';

/**
 * How each protocol's adapter is made. The seam the merge fills: this branch has no adapters
 * yet, so the defaults below refuse to start.
 */
export interface LiveAdapters {
  alipay(config: AlipayConfig, log: FastifyBaseLogger): PaymentGateway;
  wechat(config: WechatPayConfig, log: FastifyBaseLogger): PaymentGateway;
}

// TODO(lead): after merging the adapters, import { AlipayGateway, WechatPayGateway } from
// './modules/pay/index.ts' and make these `(config, log) => new AlipayGateway(config, log)` and
// `(config, log) => new WechatPayGateway(config, log)`.
const LIVE_ADAPTERS: LiveAdapters = {
  alipay: () => {
    throw new Error('PAY_PROVIDER=live: the Alipay adapter is not wired yet (TODO(lead) in pay-gateways.ts)');
  },
  wechat: () => {
    throw new Error('PAY_PROVIDER=live: the WeChat Pay adapter is not wired yet (TODO(lead) in pay-gateways.ts)');
  },
};

/** PAY_PROVIDER=live: a gateway for each provider whose settings are given. */
export function liveGateways(settings: Partial<PaySettings>, log: FastifyBaseLogger, adapters: LiveAdapters = LIVE_ADAPTERS): PaymentGateways {
  const gateways: PaymentGateways = {};
  const alipay = alipayConfig(settings);
  if (alipay) gateways.alipay = adapters.alipay(alipay, log);
  const wechat = wechatPayConfig(settings);
  if (wechat) gateways.wechat = adapters.wechat(wechat, log);
  if (!gateways.alipay && !gateways.wechat) throw new Error('PAY_PROVIDER=live needs ALIPAY_* or WECHATPAY_* settings');
  return gateways;
}

/**
 * PAY_PROVIDER=simulator (demo mode): both adapters pointed at the payment simulator with its
 * own keys. TODO(lead): build the simulator (src/pay-simulator) and return
 * { alipay: new AlipayGateway(<simulator's AlipayConfig>, log), wechat: new WechatPayGateway(<…>, log) }.
 * Until then no QR method is offered (getpaymethod lists the member card only).
 */
export function simulatorGateways(_log: FastifyBaseLogger): PaymentGateways {
  return {};
}

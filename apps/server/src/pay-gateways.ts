import type { FastifyBaseLogger } from 'fastify';
import { AlipayGateway, WechatPayGateway, type AlipayConfig, type PaymentGateway, type PaymentGateways, type WechatPayConfig } from './modules/pay/index.ts';
import type { PaySimulator } from './pay-simulator/index.ts';
import { alipayConfig, wechatPayConfig, type PaySettings } from './pay-settings.ts';

/** How each protocol's adapter is made (tests hand in recording ones). */
export interface LiveAdapters {
  alipay(config: AlipayConfig, log: FastifyBaseLogger): PaymentGateway;
  wechat(config: WechatPayConfig, log: FastifyBaseLogger): PaymentGateway;
}

const LIVE_ADAPTERS: LiveAdapters = {
  alipay: (config, log) => new AlipayGateway(config, log),
  wechat: (config, log) => new WechatPayGateway(config, log),
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

const SIMULATOR_TIMEOUT_MS = 5000;

/**
 * PAY_PROVIDER=simulator (demo mode, tests): the same live adapters, given the simulator's keys
 * and address instead of the providers'. Demo payments run the production code path.
 */
export function simulatorGateways(simulator: PaySimulator, log: FastifyBaseLogger): PaymentGateways {
  const { alipay, wechat } = simulator.keys;
  return {
    alipay: new AlipayGateway(
      { appId: alipay.appId, privateKey: alipay.merchant.privateKey, alipayPublicKey: alipay.platform.publicKey, gateway: simulator.urls.alipayGateway, timeoutMs: SIMULATOR_TIMEOUT_MS },
      log,
    ),
    wechat: new WechatPayGateway(
      {
        mchid: wechat.mchid,
        appid: wechat.appid,
        merchantSerial: wechat.merchantSerial,
        privateKey: wechat.merchant.privateKey,
        apiV3Key: wechat.apiV3Key,
        platformPublicKeyId: wechat.platformPublicKeyId,
        platformPublicKey: wechat.platform.publicKey,
        baseUrl: simulator.urls.wechatBaseUrl,
        timeoutMs: SIMULATOR_TIMEOUT_MS,
      },
      log,
    ),
  };
}

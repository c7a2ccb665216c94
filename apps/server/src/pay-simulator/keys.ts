import { generateKeyPairSync, randomBytes } from 'node:crypto';

export interface PemKeyPair {
  privateKey: string;
  publicKey: string;
}

/** RSA 2048, PKCS#8 private and SPKI public, PEM: what both providers use. */
export function rsaKeyPair(): PemKeyPair {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

/**
 * Every key of both sides of both protocols: the merchant's (ours: we sign requests, the
 * simulator verifies them) and the provider's (the simulator signs answers and notifications,
 * we verify them), plus the WeChat APIv3 key both sides share for encrypting notifications.
 */
export interface SimulatorKeys {
  alipay: { appId: string; merchant: PemKeyPair; platform: PemKeyPair };
  wechat: {
    mchid: string;
    appid: string;
    /** Serial number of the merchant's API certificate (sent in our Authorization header). */
    merchantSerial: string;
    merchant: PemKeyPair;
    /** WeChat Pay public-key mode: the id sent in Wechatpay-Serial. */
    platformPublicKeyId: string;
    platform: PemKeyPair;
    /** 32 ASCII characters. */
    apiV3Key: string;
  };
}

/** Fresh keys for one simulator run (demo start, a test file). */
export function generateSimulatorKeys(): SimulatorKeys {
  return {
    alipay: { appId: '2021000000000001', merchant: rsaKeyPair(), platform: rsaKeyPair() },
    wechat: {
      mchid: '1900000001',
      appid: 'wx0000000000000001',
      merchantSerial: randomBytes(20).toString('hex').toUpperCase(),
      merchant: rsaKeyPair(),
      platformPublicKeyId: `PUB_KEY_ID_0119000000012025${randomBytes(8).toString('hex').toUpperCase()}`,
      platform: rsaKeyPair(),
      apiV3Key: randomBytes(16).toString('hex'),
    },
  };
}

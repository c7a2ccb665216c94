import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Aes, Formatter, Rsa } from 'wechatpay-axios-plugin';
import { rfc3339China } from '../lib/rfc3339-china.ts';
import type { SimRefund, SimTrade } from './ledger.ts';
import type { SimProtocolFactory } from './protocol.ts';

/** WeChat refuses requests whose timestamp is this far from its clock. */
const CLOCK_SKEW_SECONDS = 5 * 60;
const OUT_TRADE_NO = /^[A-Za-z0-9_\-|*]{6,32}$/;
const OUT_REFUND_NO = /^[A-Za-z0-9_\-|*@]{1,64}$/;

type Json = Record<string, unknown>;
/** An error answer: the HTTP status and WeChat's {code, message}. */
class Refusal {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly message: string,
  ) {}
}
const refusal = (status: number, code: string, message: string) => new Refusal(status, code, message);

/**
 * WeChat Pay API v3 (Native) as the merchant sees it: every request must carry a valid
 * WECHATPAY2-SHA256-RSA2048 Authorization made with the merchant key, every answer (errors too)
 * is signed with the WeChat Pay key under its public-key id, and a paid trade's notification is
 * AES-256-GCM encrypted with the APIv3 key and signed the same way.
 */
export const wechatSimulator: SimProtocolFactory = (ctx) => {
  const keys = ctx.keys.wechat;

  function signedHeaders(body: string): Record<string, string> {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const nonce = randomBytes(16).toString('hex');
    return {
      'Wechatpay-Timestamp': timestamp,
      'Wechatpay-Nonce': nonce,
      'Wechatpay-Serial': keys.platformPublicKeyId,
      'Wechatpay-Signature': Rsa.sign(Formatter.response(timestamp, nonce, body), keys.platform.privateKey),
      'Wechatpay-Signature-Type': 'WECHATPAY2-SHA256-RSA2048',
    };
  }

  function send(reply: FastifyReply, status: number, payload?: Json): FastifyReply {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    return reply
      .code(status)
      .headers({ ...signedHeaders(body), 'Request-ID': randomUUID() })
      .type('application/json; charset=utf-8')
      .send(body);
  }
  const refuse = (reply: FastifyReply, r: Refusal) => send(reply, r.status, { code: r.code, message: r.message });
  const answer = (reply: FastifyReply, result: Json | Refusal) => (result instanceof Refusal ? refuse(reply, result) : send(reply, 200, result));

  /** The checks WeChat makes before looking at a request: its signature, merchant and key ids. */
  function authenticate(request: FastifyRequest): Refusal | null {
    const auth = /^WECHATPAY2-SHA256-RSA2048\s+(.+)$/.exec(request.headers.authorization ?? '');
    const fields: Record<string, string | undefined> = {};
    for (const [, name, value] of (auth?.[1] ?? '').matchAll(/(\w+)="([^"]*)"/g)) if (name) fields[name] = value;
    const { mchid, serial_no: serial, timestamp, nonce_str: nonce, signature } = fields;
    const signError = refusal(401, 'SIGN_ERROR', '签名错误，请检查后再试');
    if (!mchid || !serial || !timestamp || !nonce || !signature) return signError;
    if (mchid !== keys.mchid || serial !== keys.merchantSerial) return signError;
    if (Math.abs(Date.now() / 1000 - Number(timestamp)) > CLOCK_SKEW_SECONDS) return signError;
    const body = typeof request.body === 'string' ? request.body : '';
    const message = Formatter.request(request.method, request.url, timestamp, nonce, body);
    if (!safeVerify(message, signature, keys.merchant.publicKey)) return signError;
    const wanted = request.headers['wechatpay-serial'];
    if (wanted !== undefined && wanted !== keys.platformPublicKeyId) return refusal(400, 'INVALID_REQUEST', 'Wechatpay-Serial 错误');
    return null;
  }

  const findTrade = (outTradeNo: string) => ctx.ledger.find('wechat', keys.mchid, outTradeNo);

  function transaction(trade: SimTrade): Json {
    const paid = trade.status === 'paid';
    const state = paid ? (trade.refunds.length > 0 ? 'REFUND' : 'SUCCESS') : trade.status === 'closed' ? 'CLOSED' : 'NOTPAY';
    const description = { SUCCESS: '支付成功', REFUND: '转入退款', CLOSED: '订单已关闭', NOTPAY: '订单未支付' }[state];
    const amount = { total: trade.amountFen, currency: 'CNY', payer_currency: 'CNY' };
    const common = { appid: keys.appid, mchid: trade.merchant, out_trade_no: trade.outTradeNo, trade_state: state, trade_state_desc: description, attach: '' };
    if (!paid) return { ...common, amount };
    return {
      ...common,
      transaction_id: trade.tradeNo,
      trade_type: 'NATIVE',
      bank_type: 'OTHERS',
      success_time: rfc3339China(trade.paidAt ?? new Date()),
      payer: { openid: `oSIM${trade.scanId.slice(0, 24)}` },
      amount: { ...amount, payer_total: trade.amountFen },
    };
  }

  function refundAnswer(trade: SimTrade, refund: SimRefund): Json {
    const at = rfc3339China(refund.at);
    return {
      refund_id: refund.providerRefundNo,
      out_refund_no: refund.refundId,
      transaction_id: trade.tradeNo,
      out_trade_no: trade.outTradeNo,
      channel: 'ORIGINAL',
      user_received_account: '支付用户零钱',
      success_time: at,
      create_time: at,
      status: 'SUCCESS',
      funds_account: 'AVAILABLE',
      amount: {
        total: trade.amountFen,
        refund: refund.amountFen,
        payer_total: trade.amountFen,
        payer_refund: refund.amountFen,
        settlement_total: trade.amountFen,
        settlement_refund: refund.amountFen,
        discount_refund: 0,
        currency: 'CNY',
        refund_fee: 0,
      },
    };
  }

  function createTrade(body: Json): Json | Refusal {
    const amount = (body.amount ?? {}) as Json;
    if (body.appid !== keys.appid || body.mchid !== keys.mchid) return refusal(400, 'APPID_MCHID_NOT_MATCH', 'appid和mch_id不匹配');
    const description = body.description;
    if (typeof description !== 'string' || !description || Buffer.byteLength(description) > 127) return refusal(400, 'PARAM_ERROR', 'description 格式错误');
    const outTradeNo = body.out_trade_no;
    if (typeof outTradeNo !== 'string' || !OUT_TRADE_NO.test(outTradeNo)) return refusal(400, 'PARAM_ERROR', 'out_trade_no 格式错误');
    if (typeof body.notify_url !== 'string' || !/^https?:\/\/\S+$/.test(body.notify_url)) return refusal(400, 'PARAM_ERROR', 'notify_url 格式错误');
    const total = amount.total;
    if (!Number.isSafeInteger(total) || (total as number) <= 0 || (amount.currency ?? 'CNY') !== 'CNY') return refusal(400, 'PARAM_ERROR', 'amount 格式错误');
    const timeExpire = body.time_expire;
    if (timeExpire !== undefined && (typeof timeExpire !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/.test(timeExpire) || Number.isNaN(Date.parse(timeExpire)))) {
      return refusal(400, 'PARAM_ERROR', 'time_expire 格式错误');
    }
    const expiresAt = typeof timeExpire === 'string' ? new Date(timeExpire) : null;
    const existing = findTrade(outTradeNo);
    if (existing?.status === 'paid') return refusal(400, 'ORDERPAID', '该订单已支付');
    if (existing?.status === 'closed') return refusal(400, 'ORDER_CLOSED', '订单已关闭');
    const trade = ctx.ledger.create({
      protocol: 'wechat',
      merchant: keys.mchid,
      outTradeNo,
      amountFen: total as number,
      subject: description,
      notifyUrl: body.notify_url,
      expiresAt,
    });
    if (!trade) return refusal(403, 'OUT_TRADE_NO_USED', '商户订单号重复');
    return { code_url: ctx.scanUrl(trade) };
  }

  function refundTrade(body: Json): Json | Refusal {
    const amount = (body.amount ?? {}) as Json;
    const outRefundNo = body.out_refund_no;
    if (typeof outRefundNo !== 'string' || !OUT_REFUND_NO.test(outRefundNo)) return refusal(400, 'PARAM_ERROR', 'out_refund_no 格式错误');
    if (!Number.isSafeInteger(amount.refund) || !Number.isSafeInteger(amount.total) || amount.currency !== 'CNY') return refusal(400, 'PARAM_ERROR', 'amount 格式错误');
    const trade =
      typeof body.out_trade_no === 'string'
        ? findTrade(body.out_trade_no)
        : ctx.ledger.all().find((t) => t.protocol === 'wechat' && t.merchant === keys.mchid && t.tradeNo === body.transaction_id);
    if (!trade) return refusal(404, 'RESOURCE_NOT_EXISTS', '订单不存在');
    if (amount.total !== trade.amountFen) return refusal(400, 'INVALID_REQUEST', '订单金额与实际金额不一致');
    const refund = ctx.ledger.refund(trade, outRefundNo, amount.refund as number);
    if (refund === 'unpaid') return refusal(400, 'INVALID_REQUEST', '订单未支付，不能退款');
    if (refund === 'exceeds') return refusal(400, 'INVALID_REQUEST', '申请退款金额超过订单可退金额');
    return refundAnswer(trade, refund);
  }

  return {
    protocol: 'wechat',

    routes: async (app) => {
      // Signatures cover the body exactly as sent: keep it as a string (this plugin's scope only).
      app.removeContentTypeParser('application/json');
      app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
      app.addHook('preHandler', async (request, reply) => {
        const refused = authenticate(request);
        if (refused) return refuse(reply, refused);
      });

      app.post('/v3/pay/transactions/native', async (request, reply) => {
        const body = parseJson(request.body);
        return body ? answer(reply, createTrade(body)) : refuse(reply, refusal(400, 'PARAM_ERROR', '请求体不是合法的JSON'));
      });

      app.get<{ Params: { outTradeNo: string }; Querystring: { mchid?: string } }>('/v3/pay/transactions/out-trade-no/:outTradeNo', async (request, reply) => {
        if (request.query.mchid !== keys.mchid) return refuse(reply, refusal(400, 'PARAM_ERROR', 'mchid 错误'));
        const trade = findTrade(request.params.outTradeNo);
        if (!trade) return refuse(reply, refusal(404, 'ORDER_NOT_EXIST', '订单不存在'));
        // The provider closes an unpaid trade itself at time_expire.
        if (trade.status === 'unpaid' && trade.expiresAt && trade.expiresAt <= new Date()) ctx.ledger.close(trade);
        return send(reply, 200, transaction(trade));
      });

      app.post<{ Params: { outTradeNo: string } }>('/v3/pay/transactions/out-trade-no/:outTradeNo/close', async (request, reply) => {
        if (parseJson(request.body)?.mchid !== keys.mchid) return refuse(reply, refusal(400, 'PARAM_ERROR', 'mchid 错误'));
        const trade = findTrade(request.params.outTradeNo);
        if (!trade) return refuse(reply, refusal(404, 'ORDER_NOT_EXIST', '订单不存在'));
        if (!ctx.ledger.close(trade)) return refuse(reply, refusal(400, 'ORDERPAID', '订单已支付'));
        return send(reply, 204);
      });

      app.post('/v3/refund/domestic/refunds', async (request, reply) => {
        const body = parseJson(request.body);
        return body ? answer(reply, refundTrade(body)) : refuse(reply, refusal(400, 'PARAM_ERROR', '请求体不是合法的JSON'));
      });

      app.get<{ Params: { outRefundNo: string } }>('/v3/refund/domestic/refunds/:outRefundNo', async (request, reply) => {
        for (const trade of ctx.ledger.all()) {
          if (trade.protocol !== 'wechat' || trade.merchant !== keys.mchid) continue;
          const refund = trade.refunds.find((r) => r.refundId === request.params.outRefundNo);
          if (refund) return send(reply, 200, refundAnswer(trade, refund));
        }
        return refuse(reply, refusal(404, 'RESOURCE_NOT_EXISTS', '退款单不存在'));
      });
    },

    notification(trade) {
      const plaintext = JSON.stringify(transaction(trade));
      const nonce = randomBytes(6).toString('hex');
      const body = JSON.stringify({
        id: randomUUID(),
        create_time: rfc3339China(new Date()),
        resource_type: 'encrypt-resource',
        event_type: 'TRANSACTION.SUCCESS',
        summary: '支付成功',
        resource: {
          original_type: 'transaction',
          algorithm: 'AEAD_AES_256_GCM',
          ciphertext: Aes.AesGcm.encrypt(plaintext, keys.apiV3Key, nonce, 'transaction'),
          associated_data: 'transaction',
          nonce,
        },
      });
      return {
        url: trade.notifyUrl,
        headers: { 'Content-Type': 'application/json', ...signedHeaders(body), 'Request-ID': randomUUID() },
        body,
        // WeChat counts any 200 or 204 as received and retries everything else.
        acknowledged: (status) => status === 200 || status === 204,
      };
    },
  };
};

function parseJson(body: unknown): Json | null {
  if (typeof body !== 'string') return null;
  try {
    const value: unknown = JSON.parse(body);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : null;
  } catch {
    return null;
  }
}

function safeVerify(message: string, signature: string, publicKey: string): boolean {
  try {
    return Rsa.verify(message, signature, publicKey);
  } catch {
    return false;
  }
}

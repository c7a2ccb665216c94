import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { SimProtocolFactory, SimContext } from './protocol.ts';
import type { SimTrade } from './ledger.ts';
import type { OutgoingNotification } from './delivery.ts';
import { beijingText, rsa2Sign, rsa2Verify, signContent, yuanText } from './alipay-signing.ts';
import { alipayMethods, failure, type AlipayResult } from './alipay-trades.ts';

const FORM = 'application/x-www-form-urlencoded';

/**
 * Alipay's OpenAPI 2.0 gateway (POST /gateway.do) and its asynchronous notifications, for the
 * face-to-face QR methods. Like Alipay it takes the public parameters from the query string or the
 * form body (alipay-sdk puts everything but biz_content in the query), checks app_id and the RSA2
 * signature with the app's public key before anything else, and answers
 * `{"<method>_response":{…},"sign":"…"}` signed with the platform key over the exact JSON text.
 */
export const alipaySimulator: SimProtocolFactory = (ctx) => ({
  protocol: 'alipay',
  routes: gatewayRoutes(ctx),
  notification: (trade) => notification(ctx, trade),
});

function gatewayRoutes(ctx: SimContext): FastifyPluginAsync {
  return async (app) => {
    // The raw form, parsed below: this plugin's own parser, whatever the host app registered.
    if (app.hasContentTypeParser(FORM)) app.removeContentTypeParser(FORM);
    app.addContentTypeParser(FORM, { parseAs: 'string' }, (_request, body, done) => done(null, body));

    app.post('/gateway.do', async (request, reply) => {
      const params = requestParams(request.url, typeof request.body === 'string' ? request.body : '');
      const { key, result } = answerCall(ctx, params);
      const json = JSON.stringify(result);
      const sign = rsa2Sign(json, ctx.keys.alipay.platform.privateKey);
      // Alipay's gateway labels its JSON text/html; the response object comes first, then sign.
      return reply.type('text/html;charset=utf-8').send(`{"${key}":${json},"sign":"${sign}"}`);
    });
  };
}

/** Query string and form body together; a parameter given twice is refused (which one was signed?). */
function requestParams(url: string, body: string): Record<string, string> | null {
  const params: Record<string, string> = {};
  const query = new URL(url, 'http://simulator.invalid').searchParams;
  for (const [key, value] of [...query, ...new URLSearchParams(body)]) {
    if (Object.hasOwn(params, key)) return null;
    params[key] = value;
  }
  return params;
}

function answerCall(ctx: SimContext, params: Record<string, string> | null): { key: string; result: AlipayResult } {
  const method = params?.method;
  const handler = method === undefined ? undefined : alipayMethods.get(method);
  const key = method && handler ? `${method.replaceAll('.', '_')}_response` : 'error_response';
  return { key, result: params ? checkedCall(ctx, params, handler) : failure('40002', 'isv.invalid-parameter', '参数重复') };
}

/** The gateway's checks in Alipay's order: presence, app, signature, then the method's own rules. */
function checkedCall(ctx: SimContext, params: Record<string, string>, handler: ReturnType<typeof alipayMethods.get>): AlipayResult {
  const { appId, merchant } = ctx.keys.alipay;
  if (!params.method) return failure('40001', 'isv.missing-method', '缺少方法名参数');
  if (!params.app_id) return failure('40001', 'isv.missing-app-id', '缺少AppID参数');
  if (params.app_id !== appId) return failure('40002', 'isv.invalid-app-id', '无效的AppID参数');
  if (!params.sign) return failure('40001', 'isv.missing-signature', '缺少签名参数');
  if (params.sign_type !== 'RSA2') return failure('40002', 'isv.invalid-signature-type', '无效的签名类型');
  if (params.charset?.toLowerCase() !== 'utf-8') return failure('40002', 'isv.invalid-charset', '字符集错误');
  if (!rsa2Verify(signContent(params, ['sign']), params.sign, merchant.publicKey)) {
    return failure('40002', 'isv.invalid-signature', '验签出错，建议检查签名字符串或签名私钥与应用公钥是否匹配');
  }
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(params.timestamp ?? '')) return failure('40002', 'isv.invalid-timestamp', '非法的时间戳参数');
  if (!handler) return failure('40002', 'isv.invalid-method', '不存在的方法名');
  let biz: unknown;
  try {
    biz = JSON.parse(params.biz_content ?? '');
  } catch {
    biz = null;
  }
  if (typeof biz !== 'object' || biz === null || Array.isArray(biz)) return failure('40004', 'ACQ.INVALID_PARAMETER', '参数无效');
  try {
    return handler(ctx, { appId: params.app_id, biz: biz as Record<string, unknown>, notifyUrl: params.notify_url ?? '' });
  } catch {
    return failure('20000', 'ACQ.SYSTEM_ERROR', '系统错误');
  }
}

/**
 * The asynchronous notification for a trade just paid: a form POST to the trade's notify_url,
 * signed over the sorted non-empty fields without sign and sign_type. Alipay stops resending
 * when the body of the answer is exactly "success".
 */
function notification(ctx: SimContext, trade: SimTrade): OutgoingNotification {
  const amount = yuanText(trade.amountFen);
  const fields: Record<string, string> = {
    notify_time: beijingText(new Date()),
    notify_type: 'trade_status_sync',
    notify_id: randomBytes(16).toString('hex'),
    app_id: trade.merchant,
    auth_app_id: trade.merchant,
    charset: 'utf-8',
    version: '1.0',
    sign_type: 'RSA2',
    trade_no: trade.tradeNo,
    out_trade_no: trade.outTradeNo,
    total_amount: amount,
    receipt_amount: amount,
    buyer_pay_amount: amount,
    invoice_amount: amount,
    point_amount: '0.00',
    trade_status: 'TRADE_SUCCESS',
    gmt_create: beijingText(trade.createdAt),
    gmt_payment: beijingText(trade.paidAt ?? new Date()),
    subject: trade.subject,
  };
  const sign = rsa2Sign(signContent(fields, ['sign', 'sign_type']), ctx.keys.alipay.platform.privateKey);
  return {
    url: trade.notifyUrl,
    headers: { 'content-type': `${FORM}; charset=utf-8` },
    body: new URLSearchParams({ ...fields, sign }).toString(),
    acknowledged: (_status, body) => body === 'success',
  };
}

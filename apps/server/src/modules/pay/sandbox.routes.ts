import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import type { Clock } from '../../lib/clock.ts';
import type { PaymentService } from './payment.service.ts';
import { SANDBOX_PAY_PATH, type SandboxPaymentProvider } from './sandbox-provider.ts';

export interface SandboxRoutesOptions {
  payments: PaymentService;
  provider: SandboxPaymentProvider;
  clock: Clock;
  /** Where the sandbox delivers its notification: the server's own notify endpoint. */
  notifyPath: string;
}

const payIdParams = z.object({ payId: z.string().regex(/^[A-Z0-9]{1,40}$/) });

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(reply: FastifyReply, status: number, title: string, body: string): FastifyReply {
  const html = `<!doctype html><html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#222}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem}dt{color:#666}button{font-size:1.1rem;padding:.75rem 2rem;background:#1677ff;color:#fff;border:0;border-radius:6px;cursor:pointer}
.note{color:#666;font-size:.85rem}</style></head><body><h1>${escapeHtml(title)}</h1>${body}
<p class="note">サンドボックス決済（テスト用）：実際の請求は発生しません。</p></body></html>`;
  return reply.status(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

/**
 * The payment simulator's pages (demo mode only: app.ts registers them with DEMO_MODE=1 and
 * PAY_PROVIDER=simulator), served by Fastify (not the React app): the QR code leads to
 * GET /sandbox/pay/<payId>; its button posts to /confirm, which sends the signed notification
 * to the notify endpoint, exactly as a real provider calls back.
 */
export const sandboxRoutes: FastifyPluginAsync<SandboxRoutesOptions> = async (app, { payments, provider, clock, notifyPath }) => {
  // The confirm form posts urlencoded with no fields: nothing to parse.
  app.addContentTypeParser('application/x-www-form-urlencoded', (_req, _payload, done) => done(null, {}));

  app.get(`${SANDBOX_PAY_PATH}/:payId`, { schema: { hide: true } }, async (req, reply) => {
    const params = payIdParams.safeParse(req.params);
    const found = params.success ? await payments.sandboxPayment(params.data.payId) : undefined;
    if (!found) return page(reply, 404, '決済が見つかりません', `<p>${escapeHtml(SERVER_MESSAGES.paymentNotFound)}</p>`);
    const { payment } = found;
    const details = `<dl><dt>ホテル</dt><dd>${escapeHtml(found.hotelName)}</dd><dt>予約番号</dt><dd>${escapeHtml(found.orderNo)}</dd>
<dt>お支払い方法</dt><dd>${payment.method === 'alipay' ? '支付宝支付' : '微信支付'}</dd><dt>金額</dt><dd>¥${payment.amount.toLocaleString('ja-JP')}（CNY）</dd></dl>`;
    if (payment.status !== 'pending') return page(reply, 200, 'お支払い済み', `${details}<p>この決済は完了しています。</p>`);
    const action = `${SANDBOX_PAY_PATH}/${encodeURIComponent(payment.payId)}/confirm`;
    return page(reply, 200, 'お支払いの確認', `${details}<form method="post" action="${action}"><button type="submit">支払いを確定する</button></form>`);
  });

  app.post(`${SANDBOX_PAY_PATH}/:payId/confirm`, { schema: { hide: true } }, async (req, reply) => {
    const params = payIdParams.safeParse(req.params);
    const found = params.success ? await payments.sandboxPayment(params.data.payId) : undefined;
    if (!found) return page(reply, 404, '決済が見つかりません', `<p>${escapeHtml(SERVER_MESSAGES.paymentNotFound)}</p>`);
    const notification = provider.notification(found.payment.payId, found.payment.amount, clock());
    const response = await app.inject({ method: 'POST', url: notifyPath, payload: notification });
    if (response.statusCode !== 200) {
      req.log.warn({ payId: found.payment.payId, status: response.statusCode }, 'sandbox notification refused');
      return page(reply, 409, 'お支払いできませんでした', `<p>${escapeHtml(response.json<{ message: string }>().message)}</p>`);
    }
    const after = await payments.sandboxPayment(found.payment.payId);
    if (after?.payment.status !== 'paid') return page(reply, 409, 'お支払いできませんでした', `<p>${escapeHtml(SERVER_MESSAGES.orderNotPayable)}</p>`);
    return page(reply, 200, 'お支払いが完了しました', '<p>ご予約ページに戻ると、お支払い済みと表示されます。</p>');
  });
};

import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { SimLedger, SimTrade } from './ledger.ts';

export const SCAN_PATH = '/scan';

export interface ScanRoutesOptions {
  ledger: SimLedger;
  pay: (trade: SimTrade) => boolean;
  now: () => Date;
}

const scanParams = z.object({ scanId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Whole yuan with separators and 元, two decimals only when there are fen (decision 0016). */
const yuan = (fen: number) => `${(fen / 100).toLocaleString('ja-JP', { minimumFractionDigits: fen % 100 ? 2 : 0, maximumFractionDigits: 2 })}元`;

const WALLET = { alipay: { name: '支付宝（Alipay）', colour: '#1677ff' }, wechat: { name: '微信支付（WeChat Pay）', colour: '#07c160' } } as const;

function page(reply: FastifyReply, status: number, trade: SimTrade | undefined, title: string, body: string): FastifyReply {
  const colour = trade ? WALLET[trade.protocol].colour : '#555';
  const html = `<!doctype html><html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,-apple-system,"Hiragino Sans","Noto Sans JP",sans-serif;margin:0;background:#f5f5f5;color:#222}
header{background:${colour};color:#fff;padding:1rem 1.25rem;font-weight:600}
main{max-width:26rem;margin:1.5rem auto;padding:0 1rem}
.card{background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 1px 3px rgba(0,0,0,.08)}
h1{font-size:1.2rem;margin:0 0 1rem}
.amount{font-size:2rem;font-weight:700;margin:.25rem 0 1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem;margin:0 0 1.25rem;font-size:.95rem}dt{color:#666}dd{margin:0;word-break:break-all}
button{width:100%;font-size:1.1rem;padding:.85rem;background:${colour};color:#fff;border:0;border-radius:8px;cursor:pointer}
.note{color:#666;font-size:.85rem;margin-top:1.25rem;line-height:1.6}
</style></head><body><header>${trade ? escapeHtml(WALLET[trade.protocol].name) : '決済シミュレーター'}</header>
<main><div class="card"><h1>${escapeHtml(title)}</h1>${body}</div>
<p class="note">決済シミュレーター（デモサイト）：支付宝・微信支付の代わりに動いています。実際の請求は発生しません。</p></main></body></html>`;
  return reply.status(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

function details(trade: SimTrade): string {
  return `<div class="amount">${yuan(trade.amountFen)}</div><dl><dt>内容</dt><dd>${escapeHtml(trade.subject)}</dd>
<dt>取引番号</dt><dd>${escapeHtml(trade.outTradeNo)}</dd></dl>`;
}

/**
 * What the guest's wallet app would show after scanning: the trade and a pay button. Paying
 * marks the trade paid in the simulator and sends the signed notification to the merchant's
 * notify_url, exactly as the provider does; the merchant's pay page learns it from there.
 */
export const scanRoutes: FastifyPluginAsync<ScanRoutesOptions> = async (app, { ledger, pay, now }) => {
  // The pay form posts urlencoded with no fields: nothing to parse.
  app.addContentTypeParser('application/x-www-form-urlencoded', (_req, _payload, done) => done(null, {}));

  const findTrade = (params: unknown) => {
    const parsed = scanParams.safeParse(params);
    return parsed.success ? ledger.findByScanId(parsed.data.scanId) : undefined;
  };

  app.get(`${SCAN_PATH}/:scanId`, { schema: { hide: true } }, async (req, reply) => {
    const trade = findTrade(req.params);
    if (!trade) return page(reply, 404, undefined, 'お支払いが見つかりません', '<p>このコードは無効です。</p>');
    ledger.markScanned(trade);
    if (trade.status === 'paid') return page(reply, 200, trade, 'お支払い済みです', details(trade));
    if (trade.status === 'closed' || (trade.expiresAt && trade.expiresAt <= now())) {
      return page(reply, 410, trade, 'お支払い期限が過ぎました', `${details(trade)}<p>この取引は閉じられています。</p>`);
    }
    const action = `${req.url.split('?')[0]!.replace(/\/$/, '')}/pay`;
    return page(reply, 200, trade, 'お支払いの確認', `${details(trade)}<form method="post" action="${escapeHtml(action)}"><button type="submit">支払う</button></form>`);
  });

  app.post(`${SCAN_PATH}/:scanId/pay`, { schema: { hide: true } }, async (req, reply) => {
    const trade = findTrade(req.params);
    if (!trade) return page(reply, 404, undefined, 'お支払いが見つかりません', '<p>このコードは無効です。</p>');
    if (trade.status === 'paid') return page(reply, 200, trade, 'お支払い済みです', details(trade));
    if (!pay(trade)) return page(reply, 410, trade, 'お支払いできませんでした', `${details(trade)}<p>この取引は閉じられています。</p>`);
    return page(reply, 200, trade, 'お支払いが完了しました', `${details(trade)}<p>ホテルのお支払いページに戻ると、お支払い済みと表示されます。</p>`);
  });
};

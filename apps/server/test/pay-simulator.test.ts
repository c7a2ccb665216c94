import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createPaySimulator, generateSimulatorKeys, type Transport } from '../src/pay-simulator/index.ts';
import type { SimProtocolFactory } from '../src/pay-simulator/protocol.ts';

/** A protocol half with no protocol: creates trades on POST /create and notifies in plain JSON. */
const plainProtocol: SimProtocolFactory = (ctx) => ({
  protocol: 'alipay',
  routes: async (app) => {
    app.post<{ Body: { outTradeNo: string; amountFen: number } }>('/create', async (req) => {
      const trade = ctx.ledger.create({ protocol: 'alipay', merchant: 'm', outTradeNo: req.body.outTradeNo, amountFen: req.body.amountFen, subject: 'テスト <ホテル>', notifyUrl: 'http://merchant/notify', expiresAt: null });
      return { qr: trade && ctx.scanUrl(trade) };
    });
  },
  notification: (trade) => ({
    url: trade.notifyUrl,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outTradeNo: trade.outTradeNo }),
    acknowledged: (_status, body) => body === 'success',
  }),
});

const keys = generateSimulatorKeys();
const closers: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

async function simulatorWith(answers: Array<{ status: number; body: string } | Error>, behaviour = {}) {
  const sent: string[] = [];
  const transport: Transport = async (n) => {
    sent.push(n.body);
    const answer = answers.shift() ?? { status: 200, body: 'success' };
    if (answer instanceof Error) throw answer;
    return answer;
  };
  const simulator = createPaySimulator({
    keys,
    protocols: [plainProtocol],
    publicUrl: 'http://localhost:9',
    prefix: '/simulator',
    transport,
    delivery: { retryDelaysMs: [5, 5, 5], firstDelayMs: 0, duplicateRate: 0, ...behaviour },
  });
  const app = Fastify();
  await app.register(simulator.plugin);
  closers.push(() => app.close(), async () => simulator.delivery.stop());
  const created = await app.inject({ method: 'POST', url: '/simulator/alipay/create', payload: { outTradeNo: 'PY1', amountFen: 128000 } });
  const qr = created.json<{ qr: string }>().qr;
  return { simulator, app, sent, qr, scanPath: new URL(qr).pathname };
}

describe('payment simulator: scan page', () => {
  it('shows the trade in 元, escaped, and paying sends the notification once', async () => {
    const { app, simulator, sent, qr, scanPath } = await simulatorWith([]);
    expect(qr).toMatch(/^http:\/\/localhost:9\/simulator\/scan\/[A-Za-z0-9_-]{16,}$/);
    const shown = await app.inject({ method: 'GET', url: scanPath });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('1,280元');
    expect(shown.body).toContain('テスト &lt;ホテル&gt;');
    expect(shown.body).toContain('実際の請求は発生しません');
    const paid = await app.inject({ method: 'POST', url: `${scanPath}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(paid.body).toContain('お支払いが完了しました');
    await simulator.delivery.settled();
    expect(sent).toEqual([JSON.stringify({ outTradeNo: 'PY1' })]);
    const again = await app.inject({ method: 'POST', url: `${scanPath}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(again.body).toContain('お支払い済みです');
    await simulator.delivery.settled();
    expect(sent).toHaveLength(1);
  });

  it('answers 404 for an unknown or malformed scan id', async () => {
    const { app } = await simulatorWith([]);
    for (const url of ['/simulator/scan/AAAAAAAAAAAAAAAAAAAAAA', '/simulator/scan/%00', '/simulator/scan/x']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('refuses to pay a closed trade', async () => {
    const { app, simulator, sent, scanPath } = await simulatorWith([]);
    simulator.ledger.close(simulator.ledger.all()[0]!);
    const paid = await app.inject({ method: 'POST', url: `${scanPath}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(paid.statusCode).toBe(410);
    await simulator.delivery.settled();
    expect(sent).toEqual([]);
  });
});

describe('payment simulator: delivery like the providers', () => {
  it('retries until the merchant acknowledges, through refusals and connection errors', async () => {
    const { simulator, sent } = await simulatorWith([{ status: 200, body: 'fail' }, new Error('ECONNREFUSED'), { status: 500, body: '' }]);
    simulator.pay(simulator.ledger.all()[0]!);
    await simulator.delivery.settled();
    expect(sent).toHaveLength(4);
    expect(simulator.delivery.records[0]).toMatchObject({ attempts: 4, acknowledged: true });
  });

  it('gives up after the last retry', async () => {
    const never = Array.from({ length: 10 }, () => ({ status: 200, body: 'fail' }));
    const { simulator, sent } = await simulatorWith(never);
    simulator.pay(simulator.ledger.all()[0]!);
    await simulator.delivery.settled();
    expect(sent).toHaveLength(4);
    expect(simulator.delivery.records[0]).toMatchObject({ attempts: 4, acknowledged: false });
  });

  it('sometimes delivers twice, and late', async () => {
    const { simulator, sent } = await simulatorWith([], { duplicateRate: 1, firstDelayMs: 30 });
    simulator.pay(simulator.ledger.all()[0]!);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent).toHaveLength(0);
    await simulator.delivery.settled();
    expect(sent).toHaveLength(2);
    expect(sent[0]).toBe(sent[1]);
  });
});

describe('payment simulator: ledger', () => {
  it('refunds at most once per refund id and never past the amount paid', async () => {
    const { simulator } = await simulatorWith([]);
    const trade = simulator.ledger.all()[0]!;
    expect(simulator.ledger.refund(trade, 'RF1', 100)).toBe('unpaid');
    simulator.pay(trade);
    const first = simulator.ledger.refund(trade, 'RF1', 100_000);
    expect(simulator.ledger.refund(trade, 'RF1', 100_000)).toBe(first);
    expect(simulator.ledger.refund(trade, 'RF2', 28_001)).toBe('exceeds');
    expect(simulator.ledger.refunded(trade)).toBe(100_000);
    expect(simulator.ledger.close(trade)).toBe(false);
  });

  it('answers a repeated create with the same trade, and refuses another amount', async () => {
    const { app, qr } = await simulatorWith([]);
    const same = await app.inject({ method: 'POST', url: '/simulator/alipay/create', payload: { outTradeNo: 'PY1', amountFen: 128000 } });
    expect(same.json<{ qr: string }>().qr).toBe(qr);
    const other = await app.inject({ method: 'POST', url: '/simulator/alipay/create', payload: { outTradeNo: 'PY1', amountFen: 1 } });
    expect(other.json<{ qr: string | null }>().qr ?? null).toBeNull();
  });
});

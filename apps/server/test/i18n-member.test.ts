import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, hotelToday } from '@hotel/shared/hotel-date';
import { SESSION_COOKIE } from '@hotel/shared/member-contract';
import { buildApp } from '../src/app.ts';
import { registerWeb } from '../src/web/web-handler.ts';
import { bookStay, newMember } from './helpers/booking.ts';
import { payByWechat } from './helpers/desk.ts';
import { fakeGateways } from './helpers/fake-gateway.ts';
import { TEST_PASSWORD_COST } from './helpers/password-cost.ts';
import { createTestDb, type TestDb } from './helpers/test-db.ts';

/**
 * Sign-in, registration and the member centre in Chinese and English (issue 29, decision 0072):
 * the same pages under /zh and /en speak their language (the root's sign-in words on every page),
 * and the Japanese pages keep their words. The server's HTML, no JavaScript.
 */
let app: FastifyInstance;
let testDb: TestDb;
let cookie: string;
let orderId: number;
let orderNo: string;

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildApp({ passwordCost: TEST_PASSWORD_COST, db: testDb.db, demoMode: true, payProvider: fakeGateways() });
  await registerWeb(app, { production: true, fromSources: true, demoMode: true });
  await app.ready();
  // Vite compiles the pages on the first one: here, not inside the first test's time.
  expect((await app.inject({ method: 'GET', url: '/home' })).statusCode).toBe(200);
  const member = await newMember(app);
  const today = hotelToday();
  const order = await bookStay(app, member.token, { rateCode: 'ADV', checkIn: addDays(today, 5), checkOut: addDays(today, 7) });
  await payByWechat(app, member.token, order, order.hold.totalAmount);
  cookie = `${SESSION_COOKIE}=${member.token}`;
  orderId = order.id;
  orderNo = order.orderNo;
}, 240_000);

afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

/** The page's text without its tags (and React's text separators), as the guest reads it. */
const textOf = (html: string) => html.replace(/<!--.*?-->/g, '').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');

async function textAt(url: string, signedIn = true): Promise<string> {
  const res = await app.inject({ method: 'GET', url, headers: signedIn ? { cookie } : {} });
  expect(res.statusCode, url).toBe(200);
  return textOf(res.body);
}

const expectAll = (text: string, words: string[], url: string) => {
  for (const word of words) expect(text, `${url}: ${word}`).toContain(word);
};

describe('the member centre in three languages', () => {
  it('my page: the card, the coupons, the profile and the user menu', async () => {
    const pages: [string, string[]][] = [
      ['/courtesy', ['会員ページ', 'ようこそ、', '会員カード残高', '会員特典・ポイント規約を見る', 'お持ちのクーポンはありません。', '会員情報', 'ログアウト']],
      ['/zh/courtesy', ['会员中心', '欢迎您', '会员卡余额', '查看会员礼遇及积分规则', '您暂无优惠券。', '会员信息', '退出登录']],
      ['/en/courtesy', ['My account', 'Welcome, ', 'Membership card balance', 'Member benefits and points rules', 'You have no coupons.', 'Profile', 'Sign out']],
    ];
    for (const [url, words] of pages) expectAll(await textAt(url), words, url);
  });

  it('the booking history: tabs, the row, its payment and its papers', async () => {
    const ja = await textAt('/courtesy?tab=orders&state=0');
    expectAll(ja, ['予約照会', 'お支払い待ち', '2泊', '事前決済（お支払い済み）', '明細', '領収書'], 'ja history');
    const zh = await textAt('/zh/courtesy?tab=orders&state=0');
    expectAll(zh, ['全部订单', '待支付', '2晚', '在线预付（已支付）', '明细', '收据'], 'zh history');
    const en = await app.inject({ method: 'GET', url: '/en/courtesy?tab=orders&state=0', headers: { cookie } });
    expectAll(textOf(en.body), ['All bookings', 'Awaiting payment', '2 nights', 'Prepaid online (paid)', 'Statement', 'Receipt'], 'en history');
    expect(en.body).toContain(`aria-label="Statement ${orderNo}"`);
    expect(en.body).toContain(`href="/en/courtesy/order/${orderId}"`);
  });

  it('the statement, the receipt and the fapiao pages', async () => {
    expectAll(await textAt(`/courtesy/order/${orderId}`), ['ご利用明細', `予約番号 ${orderNo}`, 'ご利用料金合計', '精算済み 0元'], 'ja statement');
    expectAll(await textAt(`/zh/courtesy/order/${orderId}`), ['消费明细', `订单号 ${orderNo}`, '消费金额合计', '已结清 0元', '2晚'], 'zh statement');
    expectAll(await textAt(`/en/courtesy/order/${orderId}`), ['Statement', `Booking number ${orderNo}`, 'Total charges', 'Settled CNY 0', '2 nights'], 'en statement');
    expectAll(await textAt(`/en/courtesy/order/${orderId}/receipt`), ['Receipt', 'Addressed to', 'Issue receipt', 'No receipt has been issued yet.'], 'en receipt');
    expectAll(await textAt(`/zh/courtesy/order/${orderId}/receipt`), ['收据', '开具收据'], 'zh receipt');
    expectAll(await textAt(`/zh/courtesy/order/${orderId}/fapiao`), ['发票（电子发票）', '申请状态', '此订单尚未申请发票。'], 'zh fapiao');
    expectAll(await textAt(`/en/courtesy/order/${orderId}/fapiao`), ['Fapiao (e-invoice)', 'Request status'], 'en fapiao');
  });

  it('the personal-data tab and the change page', async () => {
    expectAll(await textAt('/courtesy/privacy'), ['会員データのダウンロード', '退会（会員情報の削除）'], 'ja privacy');
    expectAll(await textAt('/zh/courtesy/privacy'), ['下载会员数据', '注销会员（删除会员信息）'], 'zh privacy');
    expectAll(await textAt('/en/courtesy/privacy'), ['Download your data', 'Close account (delete member details)'], 'en privacy');
    expectAll(await textAt(`/courtesy/change/${orderId}`), ['予約内容の変更', `予約番号 ${orderNo}`], 'ja change');
    expectAll(await textAt(`/en/courtesy/change/${orderId}`), ['Change your booking', `Booking number ${orderNo}`, 'Back to my bookings'], 'en change');
  });

  it('sends a visitor to the login under the page’s language', async () => {
    const res = await app.inject({ method: 'GET', url: '/en/courtesy' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^\/en[/?]/);
  });
});

describe('registration in three languages', () => {
  it('the form, its title and the sign-in words of the root', async () => {
    const pages: [string, string[]][] = [
      ['/register', ['<title>新規会員登録', '生年月日', '利用規約 および プライバシーポリシー に同意します', 'パスワードは6文字以上（英字と数字を含む）', 'ログイン']],
      ['/zh/register', ['<title>注册会员', '出生日期', '我已阅读并同意 使用条款 和 隐私政策', '已是会员？', '登录']],
      ['/en/register', ['<title>Join Golden Fan Members', 'Date of birth', 'I agree to the Terms of Use and the Privacy Policy', 'Already a member?', 'Sign in']],
    ];
    for (const [url, words] of pages) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      const [title, ...rest] = words;
      expect(res.body, url).toContain(title);
      expectAll(textOf(res.body), rest, url);
    }
  });
});

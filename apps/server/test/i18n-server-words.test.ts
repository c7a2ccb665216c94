import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, hotelToday } from '@hotel/shared/hotel-date';
import { SESSION_COOKIE } from '@hotel/shared/member-contract';
import { buildApp } from '../src/app.ts';
import { registerWeb } from '../src/web/web-handler.ts';
import { bookStay, newMember } from './helpers/booking.ts';
import { TEST_PASSWORD_COST } from './helpers/password-cost.ts';
import { createTestDb, type TestDb } from './helpers/test-db.ts';

/**
 * Words the server writes, drawn in the page's language (decision 0075): a rate's breakfast and
 * cancellation terms, the history's cancel and change sentences, the card level, the statement's
 * lines and notes, and the hotel's JSON-LD Offers; the Japanese pages keep the specification's
 * words. Drawn text is looked for between tags (`>…<`), since the page's data travels in it too.
 */
const ORIGIN = 'https://www.felton.example';
let app: FastifyInstance;
let testDb: TestDb;
let cookie: string;
let orderId: number;

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildApp({ passwordCost: TEST_PASSWORD_COST, db: testDb.db, demoMode: true, publicOrigin: ORIGIN });
  await registerWeb(app, { production: true, fromSources: true, demoMode: true, publicOrigin: ORIGIN });
  await app.ready();
  // Vite compiles the pages on the first one: here, not inside the first test's time.
  expect((await app.inject({ method: 'GET', url: '/home' })).statusCode).toBe(200);
  const member = await newMember(app);
  const today = hotelToday();
  // Pay at the hotel, free cancellation until 18:00 on arrival, breakfast for two, changeable.
  const order = await bookStay(app, member.token, { rateCode: 'BARBF', checkIn: addDays(today, 5), checkOut: addDays(today, 7) });
  cookie = `${SESSION_COOKIE}=${member.token}`;
  orderId = order.id;
}, 240_000);

afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

async function html(url: string, signedIn = false): Promise<string> {
  const res = await app.inject({ method: 'GET', url, headers: signedIn ? { cookie } : {} });
  expect(res.statusCode, url).toBe(200);
  return res.body.replace(/<!--.*?-->/g, '');
}

/** Each word drawn as an element's text, or ending one (`2026年12月3日 宿泊料`). */
const expectDrawn = (body: string, words: string[], where: string) => {
  for (const word of words) expect(body, `${where}: ${word}`).toMatch(new RegExp(`>[^<]*${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^<]*<`));
};
const expectNone = (body: string, words: string[], where: string) => {
  for (const word of words) expect(body, `${where}: ${word}`).not.toContain(word);
};

/** The server's Japanese sentences that must not reach a Chinese or English page. */
const JAPANESE_TERMS = ['まで無料でキャンセルできます', 'ご予約内容を変更できます', '朝食2名様付き<', '残額は', '>宿泊料<', 'シルバーカード<'];

describe("the server's words in the page's language", () => {
  it("the rooms page: each rate's breakfast and cancellation terms", { timeout: 60_000 }, async () => {
    const ja = await html('/pro001/rooms');
    expectDrawn(ja, ['朝食2名様付き', 'ご到着日の18:00（現地時間）まで無料でキャンセルできます。以降のキャンセルは初日1泊分の室料がかかります', '事前決済・返金不可：ご予約後のキャンセル・変更はできません'], 'ja rooms');
    const zh = await html('/zh/pro001/rooms');
    expectDrawn(zh, ['含2份早餐', '不含早餐', '到店当日18:00（当地时间）前可免费取消，之后取消将收取首晚房费', '预付・不可退款：预订后不可取消或变更'], 'zh rooms');
    const en = await html('/en/pro001/rooms');
    expectDrawn(en, ['Breakfast for 2', 'No breakfast', "Free cancellation until 18:00 on the day of arrival (local time); after that, the first night&#x27;s room rate is charged", 'Prepaid, non-refundable'], 'en rooms');
    expectNone(zh, JAPANESE_TERMS, 'zh rooms');
    expectNone(en, JAPANESE_TERMS, 'en rooms');
    // How a rate is paid: worded from its paymentType by the page (the API's Japanese label stays in its data).
    expectDrawn(ja, ['現地払い', '事前決済'], 'ja rooms');
    expectDrawn(zh, ['到店付款', '在线预付'], 'zh rooms');
    expectDrawn(en, ['Pay at hotel', 'Prepaid online'], 'en rooms');
    for (const body of [zh, en]) expectNone(body, ['>現地払い<', '>事前決済<'], 'rooms payment');
  });

  it("the member's history: the card level, the breakfast, the cancel and change terms", { timeout: 60_000 }, async () => {
    const ja = await html('/courtesy?tab=orders&state=100', true);
    expectDrawn(ja, ['シルバーカード', '朝食2名様付き', '（現地時間）まで無料でキャンセルできます', '（現地時間）までご予約内容を変更できます'], 'ja history');
    const zh = await html('/zh/courtesy?tab=orders&state=100', true);
    expectDrawn(zh, ['银卡', '含2份早餐', '（当地时间）前可免费取消', '（当地时间）前可变更预订'], 'zh history');
    const en = await html('/en/courtesy?tab=orders&state=100', true);
    expectDrawn(en, ['Silver Card', 'Breakfast for 2', 'Free cancellation until ', 'The booking can be changed until '], 'en history');
    expectNone(zh, JAPANESE_TERMS, 'zh history');
    expectNone(en, JAPANESE_TERMS, 'en history');
  });

  it("the statement: its lines, the booking's state and the balance note", { timeout: 60_000 }, async () => {
    const ja = await html(`/courtesy/order/${orderId}`, true);
    expectDrawn(ja, ['宿泊料', '現地払い', '残額はご滞在時にホテルでお支払いください。'], 'ja statement');
    const zh = await html(`/zh/courtesy/order/${orderId}`, true);
    expectDrawn(zh, ['住宿费', '到店付款', '余额请在入住时向酒店支付。'], 'zh statement');
    const en = await html(`/en/courtesy/order/${orderId}`, true);
    expectDrawn(en, [' Room', 'Pay at the hotel', 'Please pay the balance at the hotel during your stay.'], 'en statement');
    expectNone(zh, [...JAPANESE_TERMS, '現地払い', '税・サービス料込'], 'zh statement');
    expectNone(en, [...JAPANESE_TERMS, '現地払い', '税・サービス料込'], 'en statement');
  });

  it("the hotel's JSON-LD Offers in the page's language, pointing at its rooms page", { timeout: 60_000 }, async () => {
    const ja = await html('/pro001/home');
    expect(ja).toContain('の合計（税・サービス料込）');
    expect(ja).toContain(`"url":"${ORIGIN}/pro001/rooms?`);
    const zh = await html('/zh/pro001/home');
    expect(zh).toMatch(/"description":"[^"]*至[^"]*・1间・成人1位（1晚）总价（含税及服务费）"/);
    expect(zh).toContain(`"url":"${ORIGIN}/zh/pro001/rooms?`);
    const en = await html('/en/pro001/home');
    expect(en).toMatch(/"description":"Total for [^"]* to [^"]*, 1 room, 1 adult \(1 night\), taxes and service charge included"/);
    expect(en).toContain(`"url":"${ORIGIN}/en/pro001/rooms?`);
    for (const body of [zh, en]) expectNone(body, ['税・サービス料込）"', '室・大人'], 'JSON-LD');
  });
});

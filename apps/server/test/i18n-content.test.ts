import { describe, expect, it } from 'vitest';
import { useWebApp } from './helpers/web-app.ts';

/**
 * The group's and the hotels' information pages in Chinese and English (issue 29, decision 0072):
 * each draws its own words from its language's catalogue, and the Japanese page is unchanged.
 * A namespace sent to a page is in its HTML (loader data), so these check what is there, never
 * what is not.
 */
const ORIGIN = 'https://www.felton.example';
const web = useWebApp({ publicOrigin: ORIGIN });

/** The page's HTML, with the few entities React writes turned back into characters. */
async function page(url: string): Promise<string> {
  const res = await web.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.body.replaceAll('&amp;', '&').replaceAll('&#x27;', "'");
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

async function expectTexts(url: string, texts: readonly string[]) {
  const html = await page(url);
  for (const text of texts) expect(html, `${url}: ${text}`).toContain(text);
  return html;
}

describe('the group pages', () => {
  it('news, offers, meetings and the hotel list speak the page’s language', async () => {
    // The first page compiles the app from its sources.
    await expectTexts('/news', ['ニュース一覧', 'ニュース']);
    expect(titleOf(await expectTexts('/zh/news', ['新闻']))).toContain('新闻｜');
    expect(titleOf(await expectTexts('/en/news', ['News', 'page 1']))).toContain('News｜');

    await expectTexts('/sales', ['江南の旅をもっと豊かにする、ご宿泊・お食事・会議の特別プランをご用意しました。', 'すべて']);
    await expectTexts('/zh/sales', ['精选住宿、餐饮与会议特惠套餐', '按优惠类型筛选', '全部']);
    await expectTexts('/en/sales', ['Special packages for stays, dining and meetings', 'Filter by type of offer', 'All']);

    await expectTexts('/meetings', ['あらゆる催しを、江南の舞台で', '承る催しの種類', '受付時間 9:00–21:00（中国時間）', '申し込む']);
    await expectTexts('/zh/meetings', ['各类活动，尽在江南', '可承办的活动类型', '服务时间 9:00–21:00（北京时间）', '提交申请', '会议与宴会']);
    await expectTexts('/en/meetings', ['Every occasion, on a Jiangnan stage', 'Events we host', 'Hours: 9:00–21:00 (China time)', 'Send request', 'Number of guests']);

    await expectTexts('/hotels', ['都市で絞り込む', '郵便番号']);
    await expectTexts('/zh/hotels', ['按城市筛选', '邮政编码', '酒店及度假村']);
    await expectTexts('/en/hotels', ['Filter by city', 'Postal code', 'Hotels & resorts']);
  }, 120_000);

  it('the about page, an information page and an offer', async () => {
    await expectTexts('/home/about-us', ['ブランドストーリー', 'フェルトンのブランド']);
    await expectTexts('/zh/home/about-us', ['品牌故事', '费尔顿旗下品牌', '品牌介绍栏目']);
    expect(titleOf(await expectTexts('/en/home/about-us', ['Brand Story', 'Felton brands', 'About Felton sections']))).toContain('Brand Story | About Felton');

    await expectTexts('/zh/privacyPolicy', ['信息页面', '正文']);
    await expectTexts('/en/privacyPolicy', ['Information pages']);

    const offers = await page('/en/sales');
    const first = /href="\/en(\/sales\/\d+)"/.exec(offers)?.[1];
    expect(first).toBeDefined();
    await expectTexts(first!, ['プランの詳細', '期間']);
    // Dates in the page's language: 2026年… in Chinese, 27 Nov 2026 in English.
    await expectTexts(`/zh${first!}`, ['套餐详情', '有效期', '返回优惠列表', '年']);
    const en = await expectTexts(`/en${first!}`, ['Offer details', 'Back to all offers']);
    expect(en).toMatch(/\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} – \d{1,2} [A-Z][a-z]{2} \d{4}/);
  }, 120_000);

  it('a news item, a story and the city search', async () => {
    const news = await page('/en/news');
    const item = /href="\/en(\/newsdetail\/\d+)"/.exec(news)?.[1];
    expect(item).toBeDefined();
    await expectTexts(item!, ['公開日', 'ニュース一覧へ戻る']);
    await expectTexts(`/zh${item!}`, ['发布日期', '返回新闻列表', '首页']);
    await expectTexts(`/en${item!}`, ['Published', 'Back to all news', 'Home']);

    await expectTexts('/article/201', ['ほかのストーリー']);
    await expectTexts('/en/article/201', ['More stories', 'All news']);

    await expectTexts('/search?city=HGH', ['の空室と料金', '並び替え']);
    await expectTexts('/zh/search?city=HGH', ['空房与价格', '排序', '价格从低到高']);
    await expectTexts('/en/search?city=HGH', ['Availability and rates in', 'Sort by', 'Lowest price', 'per room per night']);
  }, 120_000);
});

describe('a hotel’s pages', () => {
  it('its home, about, health-and-tea, meetings and offers', async () => {
    await expectTexts('/pro001/home', ['客室とスイート', 'すべての客室を見る', 'ホテルについて詳しく']);
    await expectTexts('/zh/pro001/home', ['客房与套房', '查看全部客房', '了解酒店详情']);
    await expectTexts('/en/pro001/home', ['Rooms & suites', 'See all rooms', 'More about the hotel']);

    await expectTexts('/pro001/about-us', ['ホテル情報', '館内施設とアメニティ', '所在地']);
    await expectTexts('/zh/pro001/about-us', ['酒店信息', '酒店设施与客房用品', '地址', '返回酒店首页']);
    expect(titleOf(await expectTexts('/en/pro001/about-us', ['Hotel information', 'Facilities & amenities', 'Back to the hotel’s home']))).toMatch(/^About the hotel｜/);

    await expectTexts('/pro001/health-and-tea', ['健康と茶館', '茶館']);
    await expectTexts('/zh/pro001/health-and-tea', ['健康与茶馆', '茶馆']);
    await expectTexts('/en/pro001/health-and-tea', ['Wellness & Tea House', 'Tea House', 'reservations and enquiries']);

    await expectTexts('/pro001/meetings', ['会場のご案内', '会議・宴会のお申し込み']);
    await expectTexts('/zh/pro001/meetings', ['会场介绍', '会议・宴会预订申请', '会议与宴会']);
    await expectTexts('/en/pro001/meetings', ['Our venues', 'Meeting and banquet request', 'Meetings & Banquets']);

    await expectTexts('/pro001/sales', ['特典・キャンペーン']);
    await expectTexts('/zh/pro001/sales', ['优惠活动']);
    await expectTexts('/en/pro001/sales', ['Offers & promotions']);
  }, 120_000);
});

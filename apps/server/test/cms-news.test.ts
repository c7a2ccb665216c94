import { describe, expect, it } from 'vitest';
import { endpoints } from '@hotel/shared/api/endpoints';
import { BUILT_IN_ARTICLE_IDS, NEWS_PAGE_SIZE } from '@hotel/shared/constants';
import { hotelToday, slashDate } from '@hotel/shared/hotel-date';
import type { News, NewsPage } from '@hotel/shared/schemas/content';
import { expectFailure, expectSuccess, JAPANESE } from './helpers/expectations.ts';
import { getJson, useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const NEWS_DATE = /^\d{4}\/\d{2}\/\d{2}$/;

const newsPage = async (pageIndex: number, pageSize = NEWS_PAGE_SIZE) =>
  expectSuccess(await getJson<NewsPage>(t.app, `${endpoints.newslist.path}?sid=18&pageIndex=${pageIndex}&pageSize=${pageSize}`));

const newestFirst = (list: News[]) =>
  list.every((item, i) => i === 0 || (list[i - 1]?.newdatetime ?? '') >= item.newdatetime);

describe('GET /cms/newslist.aspx', () => {
  it('returns a first page of 6 out of at least 12, newest first', async () => {
    const page = await newsPage(1);
    endpoints.newslist.output.parse(page);
    expect(page).toMatchObject({ pageIndex: 1, pageSize: 6 });
    expect(page.list).toHaveLength(6);
    expect(page.total).toBeGreaterThanOrEqual(12);
    expect(newestFirst(page.list)).toBe(true);
    for (const item of page.list) {
      expect(item.newtitle).toMatch(JAPANESE);
      expect(item.newdatetime).toMatch(NEWS_DATE);
      expect(item.newimg).not.toBe('');
      expect(item.newscontent).not.toBe('');
    }
  });

  it('pages through every item exactly once, newest first, and never shows future news', async () => {
    const { total } = await newsPage(1);
    const all: News[] = [];
    for (let index = 1; index <= Math.ceil(total / NEWS_PAGE_SIZE); index++) all.push(...(await newsPage(index)).list);
    expect(all).toHaveLength(total);
    expect(new Set(all.map((n) => n.newid)).size).toBe(total);
    expect(newestFirst(all)).toBe(true);
    const today = slashDate(hotelToday());
    expect(all.every((n) => n.newdatetime <= today)).toBe(true);
    for (const id of BUILT_IN_ARTICLE_IDS) expect(all.map((n) => n.newid)).not.toContain(id);
  });

  it('returns an empty list past the last page', async () => {
    const { total } = await newsPage(1);
    const past = await newsPage(Math.ceil(total / NEWS_PAGE_SIZE) + 1);
    expect(past.list).toEqual([]);
    expect(past.total).toBe(total);
    expect((await newsPage(10_000)).list).toEqual([]);
  });

  it('uses sid 18, page 1 and page size 6 by default', async () => {
    const defaults = expectSuccess(await getJson<NewsPage>(t.app, endpoints.newslist.path));
    expect(defaults).toEqual(await newsPage(1));
  });

  it('honours another page size', async () => {
    const page = await newsPage(2, 5);
    expect(page).toMatchObject({ pageIndex: 2, pageSize: 5 });
    expect(page.list).toHaveLength(5);
    expect(page.list[0]).toEqual((await newsPage(1, 10)).list[5]);
  });

  it('lists nothing for a category without news', async () => {
    const page = expectSuccess(await getJson<NewsPage>(t.app, `${endpoints.newslist.path}?sid=99`));
    expect(page).toMatchObject({ total: 0, list: [] });
  });
});

describe('GET /cms/shownews.aspx', () => {
  it('returns a listed news item as a one-item list', async () => {
    const [latest] = (await newsPage(1)).list;
    const shown = expectSuccess(await getJson<News[]>(t.app, `${endpoints.shownews.path}?sid=${latest?.newid}`));
    endpoints.shownews.output.parse(shown);
    expect(shown).toEqual([latest]);
  });

  it.each(BUILT_IN_ARTICLE_IDS)('returns the built-in article %i', async (id) => {
    const shown = expectSuccess(await getJson<News[]>(t.app, `${endpoints.shownews.path}?sid=${id}`));
    expect(shown).toHaveLength(1);
    expect(shown[0]?.newid).toBe(id);
    expect(shown[0]?.newtitle).toMatch(JAPANESE);
    expect(shown[0]?.newdatetime).toMatch(NEWS_DATE);
    expect(shown[0]?.newscontent).toMatch(JAPANESE);
  });

  it('is a 404 for an unknown news id', async () => {
    expectFailure(await getJson(t.app, `${endpoints.shownews.path}?sid=987654`), 404);
  });
});

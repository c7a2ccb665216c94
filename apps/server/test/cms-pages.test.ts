import { describe, expect, it } from 'vitest';
import { endpoints } from '@hotel/shared/api/endpoints';
import { ABOUT_SIDS, FOOTER_PAGES, GROUP_CODE, HOTEL_CODES } from '@hotel/shared/constants';
import { HOTEL_MEETINGS_MENU, HOTEL_THIRD_MENU } from '@hotel/shared/hotel-menu';
import { HEADQUARTERS_MENU } from '@hotel/shared/navigation';
import type { CmsHotelNav, ContentPage, HealthInfo, HotelHomeInfo, MeetingInfo, TeaInfo } from '@hotel/shared/schemas/content';
import { expectFailure, expectSuccess, JAPANESE } from './helpers/expectations.ts';
import { getJson, useTestApp } from './helpers/test-app.ts';

const t = useTestApp();

function expectPage(page: ContentPage, sid: number, code: string) {
  endpoints.page.output.parse(page);
  expect(page.sid).toBe(sid);
  expect(page.code).toBe(code);
  expect(page.title).toMatch(JAPANESE);
  expect(page.titleEn).toMatch(/[A-Za-z]/);
  expect(page.banner).not.toBe('');
  expect(page.bannerMob).not.toBe('');
  expect(page.Content).toMatch(/<\w+/);
  expect(page.Content).toMatch(JAPANESE);
}

describe('GET /cms/about.aspx', () => {
  it.each(Object.entries(ABOUT_SIDS))('returns the %s tab (sid %i)', async (code, sid) => {
    expectPage(expectSuccess(await getJson<ContentPage>(t.app, `${endpoints.about.path}?sid=${sid}`)), sid, code);
  });

  it('gives each about tab its own content', async () => {
    const contents = await Promise.all(
      Object.values(ABOUT_SIDS).map(async (sid) => expectSuccess(await getJson<ContentPage>(t.app, `${endpoints.about.path}?sid=${sid}`)).Content),
    );
    expect(new Set(contents).size).toBe(contents.length);
  });
});

describe('GET /cms/page.aspx', () => {
  it.each(Object.entries(FOOTER_PAGES))('returns the footer page %s (code %i)', async (code, sid) => {
    expectPage(expectSuccess(await getJson<ContentPage>(t.app, `${endpoints.page.path}?code=${sid}`)), sid, code);
  });

  it('is a 404 for code 83, which no footer link uses', async () => {
    expectFailure(await getJson(t.app, `${endpoints.page.path}?code=83`), 404);
  });
});

describe('GET /cms/hotelnav.aspx', () => {
  it.each(HOTEL_CODES)('returns the hotel menu of %s with its own third and meetings items', async (code) => {
    const nav = expectSuccess(await getJson<CmsHotelNav>(t.app, `${endpoints.hotelnav.path}?HotelCode=${code}`));
    endpoints.hotelnav.output.parse(nav);
    expect(nav.HotelCode).toBe(code);
    expect(nav.HotelName).toMatch(JAPANESE);
    expect(nav.Tel).toMatch(/\d/);
    expect(nav.Menu.map((m) => m.label)).toEqual(['ホーム', '客室とスイート', HOTEL_THIRD_MENU[code], HOTEL_MEETINGS_MENU[code], '特典']);
    expect(nav.Menu.map((m) => m.path)).toEqual(['home', 'rooms', 'health-and-tea', 'meetings', 'sales'].map((p) => `/${code}/${p}`));
  });

  it('spells the third and meetings items exactly as the spec lists them', async () => {
    const labels = async (code: string) =>
      expectSuccess(await getJson<CmsHotelNav>(t.app, `${endpoints.hotelnav.path}?HotelCode=${code}`)).Menu.map((m) => m.label);
    expect((await labels('pro001'))[2]).toBe('健康と茶館');
    expect((await labels('pro003'))[2]).toBe('ウェディングとエンターテインメント');
    expect((await labels('pro005'))[3]).toBe('会議と仕出し');
    expect((await labels('pro008'))[3]).toBe('会議と宴会');
  });

  it('returns the headquarters menu for the group, which is the default', async () => {
    const group = expectSuccess(await getJson<CmsHotelNav>(t.app, `${endpoints.hotelnav.path}?HotelCode=${GROUP_CODE}`));
    expect(group.HotelCode).toBe(GROUP_CODE);
    expect(group.Menu).toEqual(HEADQUARTERS_MENU);
    expect(expectSuccess(await getJson<CmsHotelNav>(t.app, endpoints.hotelnav.path))).toEqual(group);
  });
});

describe('hotel content blocks', () => {
  it.each([...HOTEL_CODES, GROUP_CODE])('GET /cms/meeting.aspx for %s', async (code) => {
    const meeting = expectSuccess(await getJson<MeetingInfo>(t.app, `${endpoints.meeting.path}?HotelCode=${code}`));
    endpoints.meeting.output.parse(meeting);
    expect(meeting.HotelCode).toBe(code);
    expect(meeting.MeetingBanner).not.toBe('');
    expect(meeting.MeetingTit1).toMatch(JAPANESE);
    expect(meeting.MeetingType.length).toBeGreaterThan(0);
    expect(meeting.MeetingType.every((type) => JAPANESE.test(type))).toBe(true);
  });

  it('serves the group meeting page by default', async () => {
    const meeting = expectSuccess(await getJson<MeetingInfo>(t.app, endpoints.meeting.path));
    expect(meeting.HotelCode).toBe(GROUP_CODE);
  });

  it.each(HOTEL_CODES)('GET /cms/health.aspx, tea.aspx and hotelhome.aspx for %s', async (code) => {
    const health = expectSuccess(await getJson<HealthInfo>(t.app, `${endpoints.health.path}?HotelCode=${code}`));
    endpoints.health.output.parse(health);
    expect(health.HotelCode).toBe(code);
    expect(health.HealthTitle1).toMatch(JAPANESE);
    expect(health.HealthImg1).not.toBe('');

    const tea = expectSuccess(await getJson<TeaInfo>(t.app, `${endpoints.tea.path}?HotelCode=${code}`));
    endpoints.tea.output.parse(tea);
    expect(tea.HotelCode).toBe(code);
    expect(tea.TeaTitle).toMatch(JAPANESE);
    expect(tea.TeaImg7).not.toBe('');

    const home = expectSuccess(await getJson<HotelHomeInfo>(t.app, `${endpoints.hotelhome.path}?HotelCode=${code}`));
    endpoints.hotelhome.output.parse(home);
    expect(home.HotelCode).toBe(code);
    expect(home.AboutText).toMatch(JAPANESE);
    expect(home.MeetingImg1).not.toBe('');
    expect(home.HealthImg2).not.toBe('');
  });

  it.each(['health', 'tea', 'hotelhome'] as const)('%s.aspx is a 404 for the group, which has no such page', async (name) => {
    expectFailure(await getJson(t.app, `${endpoints[name].path}?HotelCode=${GROUP_CODE}`), 404);
    expectFailure(await getJson(t.app, endpoints[name].path), 404);
  });
});

import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '@hotel/shared/api/endpoints';
import { callEndpoint } from '@hotel/shared/api/transport';
import { GROUP_CODE } from '@hotel/shared/constants';
import { addDays, hotelToday } from '@hotel/shared/hotel-date';
import { localizedPath, SITE_LANGUAGES, type SiteLanguage } from '@hotel/shared/site-language';
import { PUBLIC_READS, type PublicReadName } from '../src/web/public-reads.ts';
import { injectTransport, loaderTransport } from '../src/web/web-handler.ts';
import { useTestApp } from './helpers/test-app.ts';

/**
 * The contract of the in-process reads (decision 0035): for every public read, with good input,
 * an unknown record and bad input, a loader gets exactly the answer the API route gives.
 */
const t = useTestApp();

/** What loaderTransport reads of the page's request: its address says its language. */
const pageRequest = (lang: SiteLanguage) =>
  ({ id: 'page-request-id', url: localizedPath('/home', lang), headers: {}, ip: '127.0.0.1', protocol: 'http', log: t.app.log }) as unknown as FastifyRequest;

/** The route asked in the page's language (Accept-Language, as a page's browser calls send it), and the loader's in-process read. */
async function bothWays(name: EndpointName, input: Record<string, unknown>, lang: SiteLanguage = 'ja') {
  const viaRoute = await callEndpoint(injectTransport(t.app, undefined, false, undefined, lang), name, input as never);
  const inProcess = await callEndpoint(loaderTransport(t.app, pageRequest(lang)), name, input as never);
  return { viaRoute, inProcess };
}

describe('in-process public reads answer exactly as their API routes', () => {
  it('covers every public read', async () => {
    const sales = await callEndpoint(injectTransport(t.app), 'getsalelist', { hotelCode: 'pro001' });
    const rooms = await callEndpoint(injectTransport(t.app), 'getRoomType', { HotelCode: 'pro001' });
    const news = await callEndpoint(injectTransport(t.app), 'newslist', { sid: 18, pageIndex: 1, pageSize: 5 });
    const saleId = sales.envelope.data?.[0]?.id;
    const roomTypeCode = rooms.envelope.data?.[0]?.rtCode;
    const newsId = news.envelope.data?.list[0]?.newid;
    expect([saleId, roomTypeCode, newsId].every((v) => v !== undefined)).toBe(true);
    const checkIn = addDays(hotelToday(), 1);

    const good: Record<PublicReadName, Record<string, unknown>> = {
      getBanner: { HotelCode: GROUP_CODE },
      getHotelInfo: { HotelCode: GROUP_CODE },
      getsalelist: { hotelCode: GROUP_CODE },
      getCityHotel: { HotelCode: GROUP_CODE },
      getsaledetail: { id: saleId },
      getGroupCities: {},
      getRoomType: { HotelCode: 'pro001' },
      getRoomTypeDetail: { hotelCode: 'pro001', roomTypeCode },
      getHotelByCode: { hotelCode: 'pro001' },
      getHotelNav: { hotelCode: 'pro001' },
      getBrands: {},
      newslist: { sid: 18, pageIndex: 1, pageSize: 5 },
      shownews: { sid: newsId },
      about: { sid: 75 },
      page: { code: 78 },
      hotelnav: { HotelCode: 'pro001' },
      meeting: { HotelCode: 'pro001' },
      health: { HotelCode: 'pro008' },
      tea: { HotelCode: 'pro008' },
      hotelhome: { HotelCode: 'pro001' },
      getRoomAndRate: { HotelCode: 'pro001', CheckIn: checkIn, CheckOut: addDays(checkIn, 2), roomNum: 1, adultNum: 2, childrenNum: 0 },
      getCityRoomAndRate: { CityCode: 'HGH', CheckIn: checkIn, CheckOut: addDays(checkIn, 2), roomNum: 1, adultNum: 2, childrenNum: 0, sort: 'hotel' },
    };
    // In every language: content is answered in the page's (decision 0073), and the cache keeps them apart.
    for (const lang of SITE_LANGUAGES) {
      for (const name of PUBLIC_READS) {
        const { viaRoute, inProcess } = await bothWays(name, good[name], lang);
        expect({ name, lang, status: viaRoute.status }).toEqual({ name, lang, status: 200 });
        expect({ name, lang, ...inProcess }).toEqual({ name, lang, ...viaRoute });
        // Twice: the second answer comes from the cache and must be the same.
        expect({ name, lang, ...(await bothWays(name, good[name], lang)).inProcess }).toEqual({ name, lang, ...viaRoute });
      }
    }
  });

  it('an unknown record is the same 404, bad input the same 400', async () => {
    const cases: [EndpointName, Record<string, unknown>][] = [
      ['getHotelInfo', { HotelCode: 'pro999' }],
      ['getsaledetail', { id: 999999 }],
      ['getRoomTypeDetail', { hotelCode: 'pro001', roomTypeCode: 'NOPE' }],
      ['shownews', { sid: 999999 }],
      ['about', { sid: 1 }],
      ['getHotelByCode', { hotelCode: GROUP_CODE }],
      ['getRoomAndRate', { HotelCode: 'pro001', CheckIn: '2020-01-01', CheckOut: '2020-01-02', roomNum: 1, adultNum: 2, childrenNum: 0 }],
      ['getRoomAndRate', { HotelCode: 'pro001', CheckIn: 'soon', CheckOut: 'later', roomNum: 1, adultNum: 2, childrenNum: 0 }],
      ['newslist', { sid: 'x', pageIndex: -1, pageSize: 5 }],
      ['getCityRoomAndRate', { CityCode: 'XYZ', CheckIn: addDays(hotelToday(), 1), CheckOut: addDays(hotelToday(), 2), roomNum: 1, adultNum: 1, childrenNum: 0 }],
      ['getCityRoomAndRate', { CityCode: 'HGH', CheckIn: '2020-01-01', CheckOut: '2020-01-02', roomNum: 1, adultNum: 2, childrenNum: 0 }],
      ['getCityRoomAndRate', { CityCode: 'H G H', CheckIn: 'soon', CheckOut: 'later', roomNum: 1, adultNum: 2, childrenNum: 0 }],
    ];
    for (const [name, input] of cases) {
      const { viaRoute, inProcess } = await bothWays(name, input);
      expect(viaRoute.status, name).toBeGreaterThanOrEqual(400);
      // Each carries the id of its own request: the route's, or the page's that called in-process.
      const { requestId: routeRequestId, ...routeEnvelope } = viaRoute.envelope;
      const { requestId: pageRequestId, ...inProcessEnvelope } = inProcess.envelope;
      expect(routeRequestId, name).toMatch(/^[\w-]{8,}$/);
      expect(pageRequestId === 'page-request-id' || inProcess.status === 400, name).toBe(true);
      expect({ name, status: inProcess.status, ...inProcessEnvelope }).toEqual({ name, status: viaRoute.status, ...routeEnvelope });
    }
  });

  it('names only endpoints that exist, with the schemas the routes use', () => {
    for (const name of PUBLIC_READS) expect(endpoints[name].path).toMatch(/^\/(crsapi\/v1|cms)\//);
  });
});

// What autocannon sends: the API as the site's pages call it (the headers every page sends:
// channel, groupcode, random, timestamp; the bodies the zod schemas of packages/shared take) and
// the home page as an anonymous visitor. Each target is checked once before it is measured: a
// figure of error answers would flatter the server.

/** The hotels' calendar (packages/shared/src/constants.ts HOTEL_TIMEZONE): "tomorrow" is theirs. */
const HOTEL_TIMEZONE = 'Asia/Shanghai';
export const SEARCH_HOTEL = 'pro001';

export function hotelDate(daysFromToday) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: HOTEL_TIMEZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + daysFromToday);
  return d.toISOString().slice(0, 10);
}

/** Seven stays of 2 nights, arriving tomorrow to a week from now: a cache keyed on the search meets several keys. */
export function searchStays() {
  return Array.from({ length: 7 }, (_, i) => ({ checkIn: hotelDate(1 + i), checkOut: hotelDate(3 + i) }));
}

const SITE_HEADERS = { channel: 'officialweb', groupcode: '110' };
const json = (body) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** The API's success envelope: { success: true, data } (a 200 can still carry a refusal). */
const apiSucceeded = (body) => {
  const parsed = JSON.parse(body);
  return parsed.success === true && parsed.data != null;
};
const roomsWithRates = (body) => {
  const parsed = JSON.parse(body);
  return parsed.success === true && Array.isArray(parsed.data) && parsed.data.some((room) => room.rateList?.length > 0);
};
const isPage = (body) => body.includes('<html') && body.includes('</html>');

/** name → { requests: autocannon's requests (cycled per connection), check: the answer is a real one }. */
export function loadTargets() {
  return {
    getHotelInfo: { requests: [{ path: '/crsapi/v1/hotel/getHotelInfo', ...json({ HotelCode: SEARCH_HOTEL }) }], check: apiSucceeded },
    getBanner: { requests: [{ path: '/crsapi/v1/hotel/getBanner', ...json({ HotelCode: SEARCH_HOTEL }) }], check: apiSucceeded },
    newslist: { requests: [{ method: 'GET', path: '/cms/newslist.aspx?sid=18&pageIndex=1&pageSize=6' }], check: apiSucceeded },
    getRoomAndRate: {
      // 1 room, 2 adults, 2 nights from tomorrow on: what the rooms page's search sends.
      requests: searchStays().map(({ checkIn, checkOut }) => ({
        path: '/crsapi/v1/hotel/getRoomAndRate',
        ...json({ HotelCode: SEARCH_HOTEL, CheckIn: checkIn, CheckOut: checkOut, roomNum: 1, adultNum: 2, childrenNum: 0 }),
      })),
      check: roomsWithRates,
    },
    home: { requests: [{ method: 'GET', path: '/home' }], check: isPage },
  };
}

/** Headers on every request: the site's, and the encodings a browser accepts (compression is part of the cost). */
export function commonHeaders() {
  return { ...SITE_HEADERS, 'accept-encoding': process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br' };
}

/** One request of each kind (every date of the search), refused if any is not a real answer. */
export async function checkTarget(base, name, target) {
  for (const request of target.requests) {
    const res = await fetch(base + request.path, {
      method: request.method ?? 'GET',
      headers: { ...SITE_HEADERS, random: String(Math.random()).slice(2, 8), timestamp: String(Date.now()), ...request.headers },
      body: request.body,
    });
    const body = await res.text();
    if (res.status !== 200 || !target.check(body)) {
      throw new Error(`${name}: ${request.method ?? 'GET'} ${request.path} answered ${res.status} ${body.slice(0, 300)}`);
    }
  }
}

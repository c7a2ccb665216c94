import { beforeAll } from 'vitest';
import type { EndpointName } from '@hotel/shared/api/endpoints';
import { addDays, hotelToday } from '@hotel/shared/hotel-date';
import { badGet, badPost, describeBadInput, notPositiveIntegerCases, type BadRequestCase } from './helpers/bad-requests.ts';
import { newMember } from './helpers/booking.ts';
import { MEMBER_ENDPOINTS } from './helpers/member-endpoints.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
/** Member endpoints check the session before the input (decision 0054): their cases are sent signed in. */
let memberToken = '';
beforeAll(async () => {
  memberToken = (await newMember(t.app)).token;
});
/** A hotel date `days` ahead: a stay the search accepts. */
const soon = (days: number) => addDays(hotelToday(), days);

/** The three POST endpoints that take { HotelCode } share the same bad inputs. */
const hotelCodeBodyCases = (endpoint: EndpointName): BadRequestCase[] => [
  badPost(endpoint, 'empty body object', {}, 400, 'HotelCode'),
  badPost(endpoint, 'no body at all', undefined, 400),
  badPost(endpoint, 'a JSON array', [], 400),
  badPost(endpoint, 'a JSON string', 'pro001', 400),
  badPost(endpoint, 'the field in the wrong case', { hotelCode: 'pro001' }, 400, 'HotelCode'),
  badPost(endpoint, 'malformed code', { HotelCode: 'abc' }, 400, 'HotelCode'),
  badPost(endpoint, 'upper-case code', { HotelCode: 'PRO001' }, 400, 'HotelCode'),
  badPost(endpoint, 'empty code', { HotelCode: '' }, 400, 'HotelCode'),
  badPost(endpoint, 'numeric code', { HotelCode: 1 }, 400, 'HotelCode'),
  badPost(endpoint, 'null code', { HotelCode: null }, 400, 'HotelCode'),
  badPost(endpoint, 'unknown hotel', { HotelCode: 'pro777' }, 404),
];

const hotelCodeQueryCases = (endpoint: EndpointName, field: 'HotelCode' | 'hotelCode'): BadRequestCase[] => {
  const other = field === 'HotelCode' ? 'hotelCode' : 'HotelCode';
  return [
    badGet(endpoint, 'no query', '', 400, field),
    badGet(endpoint, 'the field in the wrong case', `${other}=pro001`, 400, field),
    badGet(endpoint, 'malformed code', `${field}=abc`, 400, field),
    badGet(endpoint, 'empty code', `${field}=`, 400, field),
    badGet(endpoint, 'the code twice', `${field}=pro001&${field}=pro003`, 400, field),
    badGet(endpoint, 'unknown hotel', `${field}=pro777`, 404),
  ];
};

const cases: BadRequestCase[] = [
  ...hotelCodeBodyCases('getBanner'),
  ...hotelCodeBodyCases('getHotelInfo'),
  ...hotelCodeBodyCases('getRoomType'),

  badPost('getsalelist', 'empty body object', {}, 400, 'hotelCode'),
  badPost('getsalelist', 'the field in the wrong case', { HotelCode: 'pro001' }, 400, 'hotelCode'),
  badPost('getsalelist', 'malformed code', { hotelCode: 'abc' }, 400, 'hotelCode'),
  badPost('getsalelist', 'numeric code', { hotelCode: 18 }, 400, 'hotelCode'),
  badPost('getsalelist', 'unknown hotel', { hotelCode: 'pro777' }, 404),

  ...hotelCodeQueryCases('getCityHotel', 'HotelCode'),
  ...hotelCodeQueryCases('getHotelByCode', 'hotelCode'),
  ...hotelCodeQueryCases('getHotelNav', 'hotelCode'),

  badGet('getsaledetail', 'no query', '', 400, 'id'),
  ...notPositiveIntegerCases('getsaledetail', 'id'),
  badGet('getsaledetail', 'empty id', 'id=', 400, 'id'),
  badGet('getsaledetail', 'unknown id', 'id=987654', 404),

  badPost('getRoomTypeDetail', 'empty body object', {}, 400),
  badPost('getRoomTypeDetail', 'missing roomTypeCode', { hotelCode: 'pro001' }, 400, 'roomTypeCode'),
  badPost('getRoomTypeDetail', 'missing hotelCode', { roomTypeCode: 'SK' }, 400, 'hotelCode'),
  badPost('getRoomTypeDetail', 'malformed hotelCode', { hotelCode: 'abc', roomTypeCode: 'SK' }, 400, 'hotelCode'),
  badPost('getRoomTypeDetail', 'empty roomTypeCode', { hotelCode: 'pro001', roomTypeCode: '' }, 400, 'roomTypeCode'),
  badPost('getRoomTypeDetail', 'blank roomTypeCode', { hotelCode: 'pro001', roomTypeCode: '   ' }, 400, 'roomTypeCode'),
  badPost('getRoomTypeDetail', 'roomTypeCode over 20 characters', { hotelCode: 'pro001', roomTypeCode: 'X'.repeat(21) }, 400, 'roomTypeCode'),
  badPost('getRoomTypeDetail', 'numeric roomTypeCode', { hotelCode: 'pro001', roomTypeCode: 5 }, 400, 'roomTypeCode'),
  badPost('getRoomTypeDetail', 'unknown hotel', { hotelCode: 'pro777', roomTypeCode: 'SK' }, 404),
  badPost('getRoomTypeDetail', 'unknown room type', { hotelCode: 'pro001', roomTypeCode: 'ZZ' }, 404),
  badPost('getRoomTypeDetail', 'room type of the group', { hotelCode: 'pro018', roomTypeCode: 'SK' }, 404),

  // Members: the spec's Japanese messages are checked in user-*.test.ts; here only the status.
  badGet('smscode', 'no query', '', 400),
  badGet('smscode', 'malformed mobile', 'mobile=12345&type=1', 400),
  badGet('smscode', 'the mobile twice', 'mobile=13800138000&mobile=13900139000&type=2', 400),
  badGet('smscode', 'unknown type', 'mobile=13800138000&type=3', 400),
  badPost('register', 'empty body object', {}, 400),
  badPost('register', 'no body at all', undefined, 400),
  badPost('register', 'a JSON array', [], 400),
  badPost('login', 'empty body object', {}, 400),
  badPost('login', 'a JSON string', '13800138000', 400),
  badPost('login', 'numeric mobile', { mobile: 13800138000, code: '123456', mode: 1 }, 400),
  badPost('modifyUser', 'empty body object', {}, 400),
  badPost('modifyUser', 'null name', { name: null }, 400),
  badPost('closeAccount', 'empty body object', {}, 400),
  badPost('closeAccount', 'a JSON array', [], 400),
  badPost('closeAccount', 'unknown mode', { mode: 3, Pwd: 'Secret123' }, 400),
  badPost('closeAccount', 'SMS mode without a code', { mode: 1, Pwd: 'Secret123' }, 400),

  // Booking, orders, payments, meetings.
  badPost('getRoomAndRate', 'empty body object', {}, 400, 'HotelCode'),
  badPost('getRoomAndRate', 'missing dates', { HotelCode: 'pro001' }, 400),
  badPost('getRoomAndRate', 'malformed check-in', { HotelCode: 'pro001', CheckIn: '2026/12/01', CheckOut: '2026-12-02' }, 400),
  badPost('getRoomAndRate', 'roomNum 0', { HotelCode: 'pro001', CheckIn: '2030-12-01', CheckOut: '2030-12-02', roomNum: 0 }, 400),
  badPost('getRoomAndRate', 'unknown hotel', { HotelCode: 'pro777', CheckIn: '2030-12-01', CheckOut: '2030-12-02' }, 404),
  // The city search (decision 0038): its Japanese messages are checked in city-search.test.ts.
  badPost('getCityRoomAndRate', 'empty body object', {}, 400),
  badPost('getCityRoomAndRate', 'a JSON array', [], 400),
  badPost('getCityRoomAndRate', 'missing dates', { CityCode: 'HGH' }, 400),
  badPost('getCityRoomAndRate', 'malformed city', { CityCode: 'HG-H', CheckIn: soon(1), CheckOut: soon(2) }, 400),
  badPost('getCityRoomAndRate', 'numeric city', { CityCode: 1, CheckIn: soon(1), CheckOut: soon(2) }, 400),
  badPost('getCityRoomAndRate', 'unknown sort', { CityCode: 'HGH', CheckIn: soon(1), CheckOut: soon(2), sort: 'stars' }, 400),
  badPost('getCityRoomAndRate', 'unknown city', { CityCode: 'XYZ', CheckIn: soon(1), CheckOut: soon(2) }, 404),
  badGet('getPriceCalendar', 'no query', '', 400),
  badGet('getPriceCalendar', 'malformed month', 'HotelCode=pro001&month=2026-13', 400),
  badGet('getPriceCalendar', 'the month twice', 'HotelCode=pro001&month=2030-01&month=2030-02', 400),
  badGet('getPriceCalendar', 'hotel and city', 'HotelCode=pro001&CityCode=HZH&month=2030-01', 400),
  badGet('getPriceCalendar', 'month out of the window', 'HotelCode=pro001&month=2020-01', 400),
  badGet('getPriceCalendar', 'unknown hotel', `HotelCode=pro777&month=${hotelToday().slice(0, 7)}`, 404),
  badPost('checkInventory', 'empty body object', {}, 400, 'hotelCode'),
  badPost('checkInventory', 'roomQty 11', { hotelCode: 'pro001', roomTypeCode: 'SK', rateCode: 'BAR', checkIn: '2030-12-01', checkOut: '2030-12-02', roomQty: 11 }, 400),
  badPost('checkInventory', 'a JSON array', [], 400),
  badPost('submitOrder', 'empty body object', {}, 400),
  badPost('submitOrder', 'numeric mobile', { revUser: '佐藤', mobile: 13912345678, arrivalTime: '14:00-15:00', orderNo: 'FO1' }, 400),
  badPost('getAllOrder', 'empty body object', {}, 400),
  badPost('getAllOrder', 'unknown state', { state: 3 }, 400),
  badPost('getAllOrder', 'count 51', { state: 100, count: 51 }, 400),
  badGet('getHold', 'no query', '', 400),
  badGet('getCoupons', 'orderNo of 33 characters', `orderNo=${'F'.repeat(33)}`, 400),
  badGet('getCoupons', 'orderNo twice', 'orderNo=FO1&orderNo=FO2', 400),
  badGet('getHold', 'orderNo of 33 characters', `orderNo=${'F'.repeat(33)}`, 400),
  badGet('getOrderDetail', 'no query', '', 400, 'orderId'),
  badGet('getOrderDetail', 'orderId x', 'orderId=x', 400, 'orderId'),
  badGet('cancleOrder', 'no query', '', 400, 'orderId'),
  badGet('cancleOrder', 'orderId in exponent form', 'orderId=1e3', 400, 'orderId'),
  badGet('getpaymethod', 'no query', '', 400, 'orderNo'),
  badGet('getpaymethod', 'empty orderNo', 'orderNo=', 400, 'orderNo'),
  badPost('orderpay', 'empty body object', {}, 400),
  badPost('orderpay', 'code 0', { code: 0, revNo: 'RV1' }, 400),
  badPost('checkpayret', 'empty body object', {}, 400, 'revNo'),
  // Changing a booking (issue 25): the stay whole, each field by search's rules.
  badPost('quoteOrderChange', 'empty body object', {}, 400, 'orderId'),
  badPost('quoteOrderChange', 'check-in not a date', { orderId: 1, checkIn: '2026-13-01', checkOut: soon(3), roomTypeCode: 'SK', rateCode: 'BAR', roomQty: 1, adultNum: 1, childrenNum: 0 }, 400),
  badPost('changeOrder', 'empty body object', {}, 400, 'orderId'),
  badPost('changeOrder', 'no rooms', { orderId: 1, checkIn: soon(2), checkOut: soon(3), roomTypeCode: 'SK', rateCode: 'BAR', roomQty: 0, adultNum: 1, childrenNum: 0 }, 400),
  badGet('getOrderChange', 'no query', '', 400, 'orderId'),
  badGet('getOrderChange', 'orderId x', 'orderId=x', 400, 'orderId'),
  badPost('withdrawOrderChange', 'empty body object', {}, 400, 'orderId'),
  // A booking's statement (issue 28, decision 0069).
  badGet('getOrderStatement', 'no query', '', 400, 'orderId'),
  badGet('getOrderStatement', 'orderId x', 'orderId=x', 400, 'orderId'),
  // Fapiao requests (issue 28, decision 0071): the order by its id; the form's own messages are fapiao.test.ts's.
  badGet('getFapiao', 'no query', '', 400, 'orderId'),
  badGet('downloadFapiao', 'orderId x', 'orderId=x', 400, 'orderId'),
  badPost('requestFapiao', 'empty body object', {}, 400),
  badPost('requestFapiao', 'buyer kind unknown', { orderId: 1, buyerKind: 'other', title: 'X', email: 'a@b.cn' }, 400),
  // Receipts (decision 0070).
  // The form's own messages (receipts.test.ts checks them).
  badPost('issueReceipt', 'empty body object', {}, 400),
  badPost('issueReceipt', 'honorific 殿', { orderId: 1, addressee: '佐藤', honorific: '殿', proviso: '宿泊代として' }, 400),
  badGet('getReceipts', 'no query', '', 400, 'orderId'),
  badGet('getReceiptPdf', 'issue 0', 'orderId=1&issue=0', 400, 'issue'),
  badPost('changepay', 'empty body object', {}, 400),
  badPost('changepay', 'member card without its password', { amendmentId: 1, code: 1 }, 400),
  badPost('checkchangepay', 'empty body object', {}, 400, 'amendmentId'),
  // A payment link (issue 25): the token is the only credential.
  badGet('payLink', 'no query', '', 400),
  badPost('linkpay', 'empty body object', {}, 400),
  badPost('checklinkpay', 'empty body object', {}, 400),
  badPost('meetingbook', 'empty body object', {}, 400),
  badPost('meetingbook', 'a JSON string', 'meeting', 400),
];

describeBadInput('reservation API: bad input', t, '/crsapi/', cases, (endpoint): Record<string, string> => (MEMBER_ENDPOINTS.has(endpoint) ? { usertoken: memberToken } : {}));

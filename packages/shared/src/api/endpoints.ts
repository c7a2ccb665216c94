import { z } from 'zod';
import {
  banner,
  brand,
  cityHotels,
  groupCities,
  hotel,
  hotelCodeBody,
  hotelCodeLowerBody,
  hotelCodeLowerQuery,
  hotelCodeQuery,
  hotelNav,
  idQuery,
  roomType,
  roomTypeDetail,
  roomTypeDetailBody,
  sale,
} from '../schemas/hotel.ts';
import {
  aboutQuery,
  cmsHotelNav,
  cmsHotelQuery,
  contentPage,
  healthInfo,
  hotelHomeInfo,
  meetingInfo,
  news,
  newsListQuery,
  newsPage,
  pageCodeQuery,
  sidQuery,
  teaInfo,
} from '../schemas/content.ts';
import { checkInventoryBody, inventoryHold, roomAndRateBody, roomWithRates } from '../schemas/booking.ts';
import { meetingBody, meetingResult } from '../schemas/meeting.ts';
import { getAllOrderBody, order, orderIdQuery, submitOrderBody, submitOrderResult } from '../schemas/order.ts';
import { checkPayBody, checkPayResult, orderPayBody, orderPayResult, payMethodQuery, payMethods, payNotifyBody } from '../schemas/pay.ts';
import { loginBody, loginResult, modifyUserBody, registerBody, smsCodeQuery, userDetail } from '../schemas/user.ts';

export interface Endpoint<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST';
  path: string;
  input: I;
  output: O;
}

const crs = (p: string) => `/crsapi/v1${p}`;
const cms = (p: string) => `/cms${p}`;
const none = z.object({});

/** Every API operation by name: one definition used by the server routes' tests and by both clients. */
export const endpoints = {
  getBanner: { method: 'POST', path: crs('/hotel/getBanner'), input: hotelCodeBody, output: z.array(banner) },
  getHotelInfo: { method: 'POST', path: crs('/hotel/getHotelInfo'), input: hotelCodeBody, output: z.array(hotel) },
  getsalelist: { method: 'POST', path: crs('/hotel/getsalelist'), input: hotelCodeLowerBody, output: z.array(sale) },
  getCityHotel: { method: 'GET', path: crs('/hotel/getCityHotel'), input: hotelCodeQuery, output: z.array(cityHotels) },
  getsaledetail: { method: 'GET', path: crs('/hotel/getsaledetail'), input: idQuery, output: sale },
  getGroupCities: { method: 'GET', path: crs('/hotel/getGroupCities'), input: none, output: groupCities },
  getRoomType: { method: 'POST', path: crs('/hotel/getRoomType'), input: hotelCodeBody, output: z.array(roomType) },
  getRoomTypeDetail: { method: 'POST', path: crs('/hotel/getRoomTypeDetail'), input: roomTypeDetailBody, output: roomTypeDetail },
  getHotelByCode: { method: 'GET', path: crs('/hotel/getHotelByCode'), input: hotelCodeLowerQuery, output: hotel },
  getHotelNav: { method: 'GET', path: crs('/hotel/getHotelNav'), input: hotelCodeLowerQuery, output: hotelNav },
  getBrands: { method: 'GET', path: crs('/hotel/getBrands'), input: none, output: z.array(brand) },

  smscode: { method: 'GET', path: crs('/user/smscode'), input: smsCodeQuery, output: z.null() },
  register: { method: 'POST', path: crs('/user/register'), input: registerBody, output: z.null() },
  login: { method: 'POST', path: crs('/user/login'), input: loginBody, output: loginResult },
  userdetail: { method: 'GET', path: crs('/user/userdetail'), input: none, output: userDetail },
  modifyUser: { method: 'POST', path: crs('/user/modifyUser'), input: modifyUserBody, output: z.null() },
  /** Helper path (the spec names none): revokes the session and clears the cookie. */
  logout: { method: 'POST', path: crs('/user/logout'), input: none, output: z.null() },

  newslist: { method: 'GET', path: cms('/newslist.aspx'), input: newsListQuery, output: newsPage },
  shownews: { method: 'GET', path: cms('/shownews.aspx'), input: sidQuery, output: z.array(news) },
  about: { method: 'GET', path: cms('/about.aspx'), input: aboutQuery, output: contentPage },
  page: { method: 'GET', path: cms('/page.aspx'), input: pageCodeQuery, output: contentPage },
  hotelnav: { method: 'GET', path: cms('/hotelnav.aspx'), input: cmsHotelQuery, output: cmsHotelNav },
  meeting: { method: 'GET', path: cms('/meeting.aspx'), input: cmsHotelQuery, output: meetingInfo },
  health: { method: 'GET', path: cms('/health.aspx'), input: cmsHotelQuery, output: healthInfo },
  tea: { method: 'GET', path: cms('/tea.aspx'), input: cmsHotelQuery, output: teaInfo },
  hotelhome: { method: 'GET', path: cms('/hotelhome.aspx'), input: cmsHotelQuery, output: hotelHomeInfo },

  // Booking, orders, payments, meetings (issue 4; docs/decisions/0009).
  getRoomAndRate: { method: 'POST', path: crs('/hotel/getRoomAndRate'), input: roomAndRateBody, output: z.array(roomWithRates) },
  checkInventory: { method: 'POST', path: crs('/order/checkInventory'), input: checkInventoryBody, output: inventoryHold },
  submitOrder: { method: 'POST', path: crs('/order/submitOrder'), input: submitOrderBody, output: submitOrderResult },
  getAllOrder: { method: 'POST', path: crs('/order/getAllOrder'), input: getAllOrderBody, output: z.array(order) },
  getOrderDetail: { method: 'GET', path: crs('/order/getOrderDetail'), input: orderIdQuery, output: order },
  cancleOrder: { method: 'GET', path: crs('/order/cancleOrder'), input: orderIdQuery, output: z.null() },
  getpaymethod: { method: 'GET', path: crs('/pay/getpaymethod'), input: payMethodQuery, output: payMethods },
  orderpay: { method: 'POST', path: crs('/pay/orderpay'), input: orderPayBody, output: orderPayResult },
  checkpayret: { method: 'POST', path: crs('/pay/checkpayret'), input: checkPayBody, output: checkPayResult },
  /** Server to server: the payment provider's signed notification. */
  payNotify: { method: 'POST', path: crs('/pay/notify'), input: payNotifyBody, output: z.null() },
  /** Answers `msg` as well as `message` (the spec's client reads msg). */
  meetingbook: { method: 'POST', path: crs('/meetingbook/meetingbook'), input: meetingBody, output: meetingResult },
} as const satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type EndpointInput<N extends EndpointName> = z.input<Endpoints[N]['input']>;
export type EndpointOutput<N extends EndpointName> = z.infer<Endpoints[N]['output']>;

import { z } from 'zod';
import { endpointPaths } from './endpoint-paths.ts';
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
import { cityRoomAndRate, cityRoomAndRateBody } from '../schemas/city-search.ts';
import { meetingBody, meetingResult } from '../schemas/meeting.ts';
import { priceCalendar, priceCalendarQuery } from '../schemas/price-calendar.ts';
import { getAllOrderBody, holdQuery, order, orderIdQuery, submitOrderBody, submitOrderResult } from '../schemas/order.ts';
import { changeCheckResult, changeIdBody, changePayBody, orderChangeBody, orderChangeQuote, orderChangeResult, pendingOrderChange } from '../schemas/order-change.ts';
import { orderStatement } from '../schemas/statement.ts';
import { checkPayBody, checkPayResult, orderPayBody, orderPayResult, payMethodQuery, payMethods } from '../schemas/pay.ts';
import { checkLinkPayBody, linkPayBody, linkPayResult, payLinkQuery, payLinkSummary } from '../schemas/pay-link.ts';
import { fapiaoRequestBody } from '../forms/fapiao.ts';
import { memberFapiao } from '../schemas/fapiao.ts';
import { memberCoupon, memberCouponsQuery } from '../schemas/discounts.ts';
import { closeAccountBody, memberDataExport } from '../schemas/privacy.ts';
import { issueReceiptBody, orderReceipts, receiptIssue, receiptPdfQuery } from '../schemas/receipt.ts';
import { loginBody, loginResult, modifyUserBody, registerBody, smsCodeQuery, userDetail } from '../schemas/user.ts';

export interface Endpoint<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST';
  path: string;
  input: I;
  output: O;
}

const none = z.object({});

/** Every API operation by name: one definition used by the server routes' tests and by both clients. */
export const endpoints = {
  getBanner: { ...endpointPaths.getBanner, input: hotelCodeBody, output: z.array(banner) },
  getHotelInfo: { ...endpointPaths.getHotelInfo, input: hotelCodeBody, output: z.array(hotel) },
  getsalelist: { ...endpointPaths.getsalelist, input: hotelCodeLowerBody, output: z.array(sale) },
  getCityHotel: { ...endpointPaths.getCityHotel, input: hotelCodeQuery, output: z.array(cityHotels) },
  getsaledetail: { ...endpointPaths.getsaledetail, input: idQuery, output: sale },
  getGroupCities: { ...endpointPaths.getGroupCities, input: none, output: groupCities },
  getRoomType: { ...endpointPaths.getRoomType, input: hotelCodeBody, output: z.array(roomType) },
  getRoomTypeDetail: { ...endpointPaths.getRoomTypeDetail, input: roomTypeDetailBody, output: roomTypeDetail },
  getHotelByCode: { ...endpointPaths.getHotelByCode, input: hotelCodeLowerQuery, output: hotel },
  getHotelNav: { ...endpointPaths.getHotelNav, input: hotelCodeLowerQuery, output: hotelNav },
  getBrands: { ...endpointPaths.getBrands, input: none, output: z.array(brand) },

  smscode: { ...endpointPaths.smscode, input: smsCodeQuery, output: z.null() },
  register: { ...endpointPaths.register, input: registerBody, output: z.null() },
  login: { ...endpointPaths.login, input: loginBody, output: loginResult },
  userdetail: { ...endpointPaths.userdetail, input: none, output: userDetail },
  modifyUser: { ...endpointPaths.modifyUser, input: modifyUserBody, output: z.null() },
  /** Helper path (the spec names none): revokes the session and clears the cookie. */
  logout: { ...endpointPaths.logout, input: none, output: z.null() },
  /** Personal data (decision 0033): the member's data as a JSON download, and closing the account. */
  exportData: { ...endpointPaths.exportData, input: none, output: memberDataExport },
  closeAccount: { ...endpointPaths.closeAccount, input: closeAccountBody, output: z.null() },
  /** Helper path (beyond the spec, decision 0042): the member's coupons, or with orderNo each weighed against that held stay. */
  getCoupons: { ...endpointPaths.getCoupons, input: memberCouponsQuery, output: z.array(memberCoupon) },

  newslist: { ...endpointPaths.newslist, input: newsListQuery, output: newsPage },
  shownews: { ...endpointPaths.shownews, input: sidQuery, output: z.array(news) },
  about: { ...endpointPaths.about, input: aboutQuery, output: contentPage },
  page: { ...endpointPaths.page, input: pageCodeQuery, output: contentPage },
  hotelnav: { ...endpointPaths.hotelnav, input: cmsHotelQuery, output: cmsHotelNav },
  meeting: { ...endpointPaths.meeting, input: cmsHotelQuery, output: meetingInfo },
  health: { ...endpointPaths.health, input: cmsHotelQuery, output: healthInfo },
  tea: { ...endpointPaths.tea, input: cmsHotelQuery, output: teaInfo },
  hotelhome: { ...endpointPaths.hotelhome, input: cmsHotelQuery, output: hotelHomeInfo },

  // Booking, orders, payments, meetings (issue 4; docs/decisions/0009).
  getRoomAndRate: { ...endpointPaths.getRoomAndRate, input: roomAndRateBody, output: z.array(roomWithRates) },
  /** Helper path (beyond the spec, decision 0038): every hotel of a city with its lowest rate for the stay. */
  getCityRoomAndRate: { ...endpointPaths.getCityRoomAndRate, input: cityRoomAndRateBody, output: cityRoomAndRate },
  /** Helper path (the spec names none): a month of lowest nightly prices and ○ / 残りN室 / × for a hotel or city (decision 0037). */
  getPriceCalendar: { ...endpointPaths.getPriceCalendar, input: priceCalendarQuery, output: priceCalendar },
  checkInventory: { ...endpointPaths.checkInventory, input: checkInventoryBody, output: inventoryHold },
  /** Helper path (the spec names none): the member's own live hold, for the guest information page. */
  getHold: { ...endpointPaths.getHold, input: holdQuery, output: inventoryHold },
  submitOrder: { ...endpointPaths.submitOrder, input: submitOrderBody, output: submitOrderResult },
  getAllOrder: { ...endpointPaths.getAllOrder, input: getAllOrderBody, output: z.array(order) },
  getOrderDetail: { ...endpointPaths.getOrderDetail, input: orderIdQuery, output: order },
  cancleOrder: { ...endpointPaths.cancleOrder, input: orderIdQuery, output: z.null() },
  getpaymethod: { ...endpointPaths.getpaymethod, input: payMethodQuery, output: payMethods },
  orderpay: { ...endpointPaths.orderpay, input: orderPayBody, output: orderPayResult },
  checkpayret: { ...endpointPaths.checkpayret, input: checkPayBody, output: checkPayResult },
  /** Helper paths (issue 25, decision 0059): a change of the member's booking priced, asked for, read back, withdrawn, and its difference paid. */
  quoteOrderChange: { ...endpointPaths.quoteOrderChange, input: orderChangeBody, output: orderChangeQuote },
  changeOrder: { ...endpointPaths.changeOrder, input: orderChangeBody, output: orderChangeResult },
  getOrderChange: { ...endpointPaths.getOrderChange, input: orderIdQuery, output: pendingOrderChange },
  withdrawOrderChange: { ...endpointPaths.withdrawOrderChange, input: orderIdQuery, output: z.null() },
  /** The member's booking statement (ご利用明細, decision 0069). */
  getOrderStatement: { ...endpointPaths.getOrderStatement, input: orderIdQuery, output: orderStatement },
  /** Helper paths (issue 28, decision 0071): the order's fapiao (发票) request, asking for one, and the issued e-invoice (a file, not the envelope). */
  getFapiao: { ...endpointPaths.getFapiao, input: orderIdQuery, output: memberFapiao },
  requestFapiao: { ...endpointPaths.requestFapiao, input: fapiaoRequestBody, output: memberFapiao },
  downloadFapiao: { ...endpointPaths.downloadFapiao, input: orderIdQuery, output: z.null() },
  /** Receipts (decision 0070): issue (or the same again), the issues so far, and one issue's PDF (application/pdf, no envelope). */
  issueReceipt: { ...endpointPaths.issueReceipt, input: issueReceiptBody, output: receiptIssue },
  getReceipts: { ...endpointPaths.getReceipts, input: orderIdQuery, output: orderReceipts },
  getReceiptPdf: { ...endpointPaths.getReceiptPdf, input: receiptPdfQuery, output: z.instanceof(Uint8Array) },
  changepay: { ...endpointPaths.changepay, input: changePayBody, output: orderPayResult },
  checkchangepay: { ...endpointPaths.checkchangepay, input: changeIdBody, output: changeCheckResult },
  /**
   * Helper paths (beyond the spec, issue 25, decision 0059): a payment link staff sent opens one
   * order's pay page without a member login, its token the only credential.
   */
  payLink: { ...endpointPaths.payLink, input: payLinkQuery, output: payLinkSummary },
  linkpay: { ...endpointPaths.linkpay, input: linkPayBody, output: linkPayResult },
  checklinkpay: { ...endpointPaths.checklinkpay, input: checkLinkPayBody, output: checkPayResult },
  /** Answers `msg` as well as `message` (the spec's client reads msg). */
  meetingbook: { ...endpointPaths.meetingbook, input: meetingBody, output: meetingResult },
} as const satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type EndpointInput<N extends EndpointName> = z.input<Endpoints[N]['input']>;
export type EndpointOutput<N extends EndpointName> = z.infer<Endpoints[N]['output']>;

/**
 * Method and path of every API operation, without their schemas: what a client needs to send
 * a request. Kept free of zod so the browser bundle doesn't carry the validation library.
 * endpoints.ts adds the input and output schemas to each entry.
 */
export const endpointPaths = {
  getBanner: { method: 'POST', path: '/crsapi/v1/hotel/getBanner' },
  getHotelInfo: { method: 'POST', path: '/crsapi/v1/hotel/getHotelInfo' },
  getsalelist: { method: 'POST', path: '/crsapi/v1/hotel/getsalelist' },
  getCityHotel: { method: 'GET', path: '/crsapi/v1/hotel/getCityHotel' },
  getsaledetail: { method: 'GET', path: '/crsapi/v1/hotel/getsaledetail' },
  getGroupCities: { method: 'GET', path: '/crsapi/v1/hotel/getGroupCities' },
  getRoomType: { method: 'POST', path: '/crsapi/v1/hotel/getRoomType' },
  getRoomTypeDetail: { method: 'POST', path: '/crsapi/v1/hotel/getRoomTypeDetail' },
  getHotelByCode: { method: 'GET', path: '/crsapi/v1/hotel/getHotelByCode' },
  getHotelNav: { method: 'GET', path: '/crsapi/v1/hotel/getHotelNav' },
  getBrands: { method: 'GET', path: '/crsapi/v1/hotel/getBrands' },
  smscode: { method: 'GET', path: '/crsapi/v1/user/smscode' },
  register: { method: 'POST', path: '/crsapi/v1/user/register' },
  login: { method: 'POST', path: '/crsapi/v1/user/login' },
  userdetail: { method: 'GET', path: '/crsapi/v1/user/userdetail' },
  modifyUser: { method: 'POST', path: '/crsapi/v1/user/modifyUser' },
  logout: { method: 'POST', path: '/crsapi/v1/user/logout' },
  newslist: { method: 'GET', path: '/cms/newslist.aspx' },
  shownews: { method: 'GET', path: '/cms/shownews.aspx' },
  about: { method: 'GET', path: '/cms/about.aspx' },
  page: { method: 'GET', path: '/cms/page.aspx' },
  hotelnav: { method: 'GET', path: '/cms/hotelnav.aspx' },
  meeting: { method: 'GET', path: '/cms/meeting.aspx' },
  health: { method: 'GET', path: '/cms/health.aspx' },
  tea: { method: 'GET', path: '/cms/tea.aspx' },
  hotelhome: { method: 'GET', path: '/cms/hotelhome.aspx' },
  getRoomAndRate: { method: 'POST', path: '/crsapi/v1/hotel/getRoomAndRate' },
  checkInventory: { method: 'POST', path: '/crsapi/v1/order/checkInventory' },
  getHold: { method: 'GET', path: '/crsapi/v1/order/getHold' },
  submitOrder: { method: 'POST', path: '/crsapi/v1/order/submitOrder' },
  getAllOrder: { method: 'POST', path: '/crsapi/v1/order/getAllOrder' },
  getOrderDetail: { method: 'GET', path: '/crsapi/v1/order/getOrderDetail' },
  cancleOrder: { method: 'GET', path: '/crsapi/v1/order/cancleOrder' },
  getpaymethod: { method: 'GET', path: '/crsapi/v1/pay/getpaymethod' },
  orderpay: { method: 'POST', path: '/crsapi/v1/pay/orderpay' },
  checkpayret: { method: 'POST', path: '/crsapi/v1/pay/checkpayret' },
  payNotify: { method: 'POST', path: '/crsapi/v1/pay/notify' },
  meetingbook: { method: 'POST', path: '/crsapi/v1/meetingbook/meetingbook' },
} as const satisfies Record<string, { method: 'GET' | 'POST'; path: string }>;

export type EndpointPathName = keyof typeof endpointPaths;

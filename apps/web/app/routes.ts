import { type RouteConfig, index, route } from '@react-router/dev/routes';

/** Paths exactly as spec section 2 lists them; anything unnamed falls to the guard and goes to /. */
export default [
  index('routes/index.tsx'),
  route('home', 'routes/home.tsx'),
  route('home/about-us', 'routes/about-us.tsx'),
  route('hotels', 'routes/hotels.tsx'),
  // Beyond the spec (decision 0038): a city's hotels with their lowest rates for a stay.
  route('search', 'routes/search.tsx'),
  route('meetings', 'routes/meetings.tsx'),
  route('sales', 'routes/sales.tsx'),
  route('sales/:saleId', 'routes/sale-detail.tsx'),
  route('news', 'routes/news.tsx'),
  route('newsdetail/:newsId', 'routes/news-detail.tsx'),
  route('article/:articleId', 'routes/article.tsx'),
  route('courtesy', 'routes/courtesy.tsx'),
  // The member centre's personal-data page (decision 0033: download, closing the account).
  route('courtesy/privacy', 'routes/courtesy-privacy.tsx'),
  // Beyond the spec (decision 0059): a member changes a booking of their history, and pays a change's difference.
  route('courtesy/change/:orderId', 'routes/courtesy-change.tsx'),
  route('courtesy/change/:orderId/pay', 'routes/courtesy-change-pay.tsx'),
  // A booking's statement (issue 28, decision 0069), from its line in the booking history.
  route('courtesy/order/:orderId', 'routes/courtesy-order.tsx'),
  // Beyond the spec (issue 28, decision 0071): a booking's fapiao (发票) request and its e-invoice.
  route('courtesy/order/:orderId/fapiao', 'routes/courtesy-fapiao.tsx'),
  // Beyond the spec (decision 0070): a paid or stayed booking's receipt, and its PDF.
  route('courtesy/order/:orderId/receipt', 'routes/courtesy-receipt.tsx'),
  route('courtesy/order/:orderId/receipt.pdf', 'routes/courtesy-receipt-pdf.ts'),
  route('register', 'routes/register.tsx'),
  // The back office (staff only; nothing under routes/admin is imported by guest routes).
  route('admin/login', 'routes/admin/login.tsx'),
  route('admin/logout', 'routes/admin/logout.tsx'),
  route('admin/set-password', 'routes/admin/set-password.tsx'),
  route('admin', 'routes/admin/layout.tsx', { id: 'admin' }, [
    // A new back-office page goes here; a new section also gets its menu entry in features/admin-shell/admin-sections.ts.
    index('routes/admin/index.tsx'),
    route('meetings', 'routes/admin/meetings.tsx'),
    route('meetings/:id', 'routes/admin/meeting-detail.tsx'),
    route('notices', 'routes/admin/notices.tsx'),
    route('notices/:id', 'routes/admin/notice-detail.tsx'),
    route('members', 'routes/admin/members.tsx'),
    route('members/:id', 'routes/admin/member-detail.tsx'),
    route('orders', 'routes/admin/orders.tsx'),
    route('orders/detail', 'routes/admin/order-detail.tsx'),
    // The order detail's receipt panel (decision 0070): its issues and its post.
    route('orders/receipt', 'routes/admin/order-receipt.ts'),
    route('orders/change', 'routes/admin/order-change.tsx'),
    // A booking's statement (issue 28, decision 0069): also for 経理, who may not open the order detail.
    route('orders/statement', 'routes/admin/order-statement.tsx'),
    // Staff book for a guest by phone, at the desk or by mail (issue 25).
    route('orders/book', 'routes/admin/order-book.tsx'),
    route('rates', 'routes/admin/rates.tsx'),
    // A hotel's service charge and VAT (issue 28, decision 0068).
    route('taxes', 'routes/admin/taxes.tsx'),
    route('catalog', 'routes/admin/catalog.tsx'),
    route('catalog/plan', 'routes/admin/catalog-plan.tsx'),
    route('catalog/room-type', 'routes/admin/catalog-room-type.tsx'),
    route('promotions', 'routes/admin/promotions.tsx'),
    route('promotions/edit', 'routes/admin/promotion-detail.tsx'),
    // Channel managers (issue 26, decision 0062): connections, a hotel's mapping, a hotel's sync log.
    route('channels', 'routes/admin/channels.tsx'),
    route('channels/mapping', 'routes/admin/channels-mapping.tsx'),
    route('channels/log', 'routes/admin/channels-log.tsx'),
    // PMS webhooks (issue 27, decision 0064): a hotel's endpoints, and an endpoint's delivery log.
    route('webhooks', 'routes/admin/webhooks.tsx'),
    route('webhooks/log', 'routes/admin/webhooks-log.tsx'),
    route('integration-keys', 'routes/admin/integration-keys.tsx'),
    // Fapiao requests (issue 28, decision 0071): a hotel's finance queue, and one request.
    route('fapiao', 'routes/admin/fapiao.tsx'),
    route('fapiao/detail', 'routes/admin/fapiao-detail.tsx'),
    route('content', 'routes/admin/content.tsx'),
    route('content/news', 'routes/admin/content-news.tsx'),
    route('content/sale', 'routes/admin/content-sale.tsx'),
    route('content/banner', 'routes/admin/content-banner.tsx'),
    route('content/page', 'routes/admin/content-page.tsx'),
    route('content/hotel-page', 'routes/admin/content-hotel-page.tsx'),
    route('translations', 'routes/admin/translations.tsx'),
    route('translations/edit', 'routes/admin/translation-edit.tsx'),
    route('staff', 'routes/admin/staff.tsx'),
    route('account', 'routes/admin/account.tsx'),
    route('audit', 'routes/admin/audit.tsx'),
    route('*', 'routes/admin/not-found.tsx'),
  ]),
  // A payment link staff sent (decision 0059): one order's pay page without a member login.
  route('paylink/:token', 'routes/pay-link.tsx'),
  // Before :hotelCode: both rank the same and the first one listed wins for /privacyPolicy.
  route(':footerNavName', 'routes/content-page.tsx'),
  route(':hotelCode', 'routes/hotel/layout.tsx', [
    route('home', 'routes/hotel/home.tsx'),
    route('about-us', 'routes/hotel/about-us.tsx'),
    route('rooms', 'routes/hotel/rooms.tsx'),
    route('room-detail/room-detail', 'routes/hotel/room-detail.tsx'),
    route('health-and-tea', 'routes/hotel/health-and-tea.tsx'),
    route('meetings', 'routes/hotel/meetings.tsx'),
    route('sales', 'routes/hotel/sales.tsx'),
    route('sales/:saleId', 'routes/hotel/sale-detail.tsx'),
    route('child-hotel/rooms/FillInformationStep', 'routes/booking/fill-information.tsx'),
    route('child-hotel/rooms/pay-step', 'routes/booking/pay-step.tsx'),
    route('child-hotel/rooms/PayDetail', 'routes/booking/pay-detail.tsx'),
    route('child-hotel/rooms/PayState', 'routes/booking/pay-state.tsx'),
  ]),
  route('*', 'routes/guard.tsx'),
] satisfies RouteConfig;

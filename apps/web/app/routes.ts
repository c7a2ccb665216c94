import { type RouteConfig, index, route } from '@react-router/dev/routes';

/** Paths exactly as spec section 2 lists them; anything unnamed falls to the guard and goes to /. */
export default [
  index('routes/index.tsx'),
  route('home', 'routes/home.tsx'),
  route('home/about-us', 'routes/about-us.tsx'),
  route('hotels', 'routes/hotels.tsx'),
  route('meetings', 'routes/meetings.tsx'),
  route('sales', 'routes/sales.tsx'),
  route('sales/:saleId', 'routes/sale-detail.tsx'),
  route('news', 'routes/news.tsx'),
  route('newsdetail/:newsId', 'routes/news-detail.tsx'),
  route('article/:articleId', 'routes/article.tsx'),
  route('courtesy', 'routes/courtesy.tsx'),
  route('register', 'routes/register.tsx'),
  // The back office (staff only; nothing under routes/admin is imported by guest routes).
  route('admin/login', 'routes/admin/login.tsx'),
  route('admin/logout', 'routes/admin/logout.tsx'),
  route('admin/set-password', 'routes/admin/set-password.tsx'),
  route('admin', 'routes/admin/layout.tsx', { id: 'admin' }, [
    index('routes/admin/index.tsx'),
    // Back-office pages go here, e.g. route('orders', 'routes/admin/orders.tsx') for /admin/orders.
    route('staff', 'routes/admin/staff.tsx'),
    route('account', 'routes/admin/account.tsx'),
    route('audit', 'routes/admin/audit.tsx'),
    route('*', 'routes/admin/not-found.tsx'),
  ]),
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

/**
 * Orders (orders): made from a booking hold, listed, cancelled, expired when unpaid. Pay reaches
 * an order only through PayableOrdersService; the expiry pass (holds and orders) lives here
 * because orders may import booking and not the other way round.
 */
export { MemberOrdersService } from './member-orders.service.ts';
export { OrderRepository, type OrderRow } from './order.repository.ts';
export { orderRoutes } from './order.routes.ts';
export { OrderService } from './order.service.ts';
export { PayableOrdersService } from './payable-orders.service.ts';
export { ReleaseExpiredService, type ReleaseResult } from './release-expired.service.ts';

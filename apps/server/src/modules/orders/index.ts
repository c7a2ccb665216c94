/**
 * Orders (orders): made from a booking hold, listed, cancelled, expired when unpaid. Pay reaches
 * an order only through PayableOrdersService; the expiry pass (holds and orders) lives here
 * because orders may import booking and not the other way round. The front desk (search, detail,
 * check-in/out, no-show, staff cancel, notes, the completing job) lives here too; the money side
 * of an order is pay's, reached through the OrderMoney port that pay implements.
 */
export { MemberOrdersService } from './member-orders.service.ts';
export { CompleteStaysService, type CompleteStaysResult } from './complete-stays.service.ts';
export { DeskOrderRepository } from './desk-order.repository.ts';
export { FrontDeskService } from './front-desk.service.ts';
export { OrderDeskService } from './order-desk.service.ts';
export { orderDeskRoutes } from './order-desk.routes.ts';
export type { DeskPaymentView, OrderMoney } from './order-money.ts';
export { OrderRepository, type OrderRow } from './order.repository.ts';
export { orderRoutes } from './order.routes.ts';
export { OrderService } from './order.service.ts';
export { NO_CONFIRMATIONS, type OrderConfirmations, type OwedConfirmation } from './order-confirmations.ts';
export { PayableOrdersService } from './payable-orders.service.ts';
export { ReleaseExpiredService, type ReleaseResult } from './release-expired.service.ts';
export { MemberOrderPrivacyRepository } from './member-order-privacy.repository.ts';
export { stayFactsOf, type DiscountNames, type StayFacts } from './stay-facts.ts';

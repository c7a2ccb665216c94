/**
 * Orders: the guest's order and its money terms. Owns orders. An order is made from a hold
 * (holds' HoldService), listed and cancelled by its member, paid through PayableOrdersService
 * (pay's only way in) and lapses unpaid through ExpireUnpaidOrdersService (holds' release pass);
 * its cancellation terms and charges are cancel-terms.ts and stay-charge.ts. The hotel's side,
 * the front desk module, reads and changes orders only through HotelOrdersService.
 */
export { amendmentAuditChange } from './amendment-audit.ts';
export { AmendmentService, stayOf, type ChangeActor, type ChangeRefunds } from './amendment.service.ts';
export { type AmendmentRow } from './amendment.repository.ts';
export { orderChangeRoutes, toChangeStay } from './order-change.routes.ts';
export { HotelOrdersService } from './hotel-orders.service.ts';
export { NO_CONFIRMATIONS, type OrderConfirmations, type OrderEvent, type OwedConfirmation } from './order-confirmations.ts';
export { chargesOf } from './order-charges.ts';
export { type OrderRow } from './order.repository.ts';
export { orderRoutes } from './order.routes.ts';
export { PayableOrdersService } from './payable-orders.service.ts';
export { StaffOrdersService, type StaffOrderSettlement } from './staff-order.ts';
export { type ChannelOrdersService, type ChannelStay } from './channel-orders.service.ts';
export { stayCharge, type StayCharge } from './stay-charge.ts';
export { stayFactsOf, type DiscountNames, type StayFacts } from './stay-facts.ts';
export { heldRooms } from './to-order.ts';
export { createOrdersModule } from './module.ts';

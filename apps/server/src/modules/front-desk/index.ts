/**
 * The front desk: the hotel's side of an order (/adminapi/v1/orders/*, decision 0024). Search,
 * CSV export, today's arrivals, departures and in-house guests, the unsettled list and one
 * order's detail (OrderLookupService); check-in, check-out, no-show, staff cancel and notes
 * (FrontDeskService); the job that completes stays after departure. Owns order_notes; reads and
 * changes orders only through orders' HotelOrdersService; an order's money is pay's, reached
 * through the OrderMoney port that pay implements.
 */
export { type CompleteStaysResult } from './complete-stays.service.ts';
export { OrderLookupService } from './order-lookup.service.ts';
export type { DeskPaymentView, OrderMoney, RefundRequest } from './order-money.ts';
export { createFrontDeskModule } from './module.ts';
/** The order as the staff API lists it: the base of what a PMS reads and hears (decisions 0064, 0065). */
export { toDeskOrder } from './to-desk-order.ts';

import type { OrderStatement } from '@hotel/shared/schemas/statement';
import { ORDERS_MESSAGES } from '@hotel/shared/schemas/admin/orders';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { DEFAULT_LANGUAGE, type SiteLanguage } from '@hotel/shared/site-language';
import { notFound } from '../../lib/api-error.ts';
import type { AmendmentService, OrderRow, PayableOrdersService } from '../orders/index.ts';
import type { PayLinkOrders } from './pay-link.service.ts';
import type { PaymentRepository } from './payment.repository.ts';
import type { RefundRepository } from './refund.repository.ts';
import { buildStatement } from './statement.ts';

/**
 * Statements (ご利用明細, decision 0069) for the member who booked and for staff. Pay owns the
 * payments and refunds; the order and its changes come through orders' ports (PayableOrdersService,
 * AmendmentService), the desk's lookup by number through the port payment links already use.
 */
export class StatementService {
  constructor(
    private readonly orders: Pick<PayableOrdersService, 'findForMember' | 'describe'>,
    private readonly changes: Pick<AmendmentService, 'history'>,
    private readonly deskOrders: PayLinkOrders,
    private readonly payments: PaymentRepository,
    private readonly refunds: RefundRepository,
  ) {}

  /** The member's own order; another member's reads as missing (the same 404). */
  async forMember(memberId: number, orderId: number, lang: SiteLanguage = DEFAULT_LANGUAGE): Promise<OrderStatement> {
    const order = await this.orders.findForMember(memberId, { id: orderId });
    if (!order) throw notFound(SERVER_MESSAGES.orderNotFound);
    return this.ofOrder(order, lang);
  }

  /** An order of `hotel` (the guard checked the person may act for it); another hotel's reads as missing. */
  async forStaff(hotel: string, orderNo: string): Promise<OrderStatement> {
    const order = await this.deskOrders.findByOrderNo(orderNo.toUpperCase());
    if (!order || order.hotelCode !== hotel) throw notFound(ORDERS_MESSAGES.orderNotFound);
    return this.ofOrder(order);
  }

  /** Any order's statement, for the modules that stand on it (receipts take their amount and payments from it). */
  async ofOrder(order: OrderRow, lang: SiteLanguage = DEFAULT_LANGUAGE): Promise<OrderStatement> {
    const [amendments, payments, described] = await Promise.all([this.changes.history(order.id), this.payments.listOfOrder(order.id), this.orders.describe(order.id)]);
    const refunds = await this.refunds.listOfPayments(payments.map((p) => p.id));
    return buildStatement({ order, hotelName: described?.hotelName ?? '', amendments, payments, refunds }, lang);
  }
}

import type { Database } from '@hotel/db/client';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { notFound } from '../../lib/api-error.ts';
import type { ModuleKit } from '../../lib/module-kit.ts';
import { bindGuestRoutes } from '../../lib/guest-endpoint.ts';
import type { AuditTrail } from '../audit/index.ts';
import type { HotelService } from '../hotel/index.ts';
import { chargesOf, type HotelOrdersService, type OrderRow, type PayableOrdersService } from '../orders/index.ts';
import type { StatementService } from '../pay/index.ts';
import type { AdminApi } from '../staff/index.ts';
import { ReceiptRepository } from './receipt.repository.ts';
import { receiptAdminRoutes } from './receipt-admin.routes.ts';
import { receiptRoutes } from './receipt.routes.ts';
import { ReceiptService } from './receipt.service.ts';

export interface ReceiptsModuleDeps {
  /** Orders': the order by id or number, and locked in a transaction (what pay's settlement locks). */
  hotelOrders: Pick<HotelOrdersService, 'findById' | 'findByOrderNo'>;
  payableOrders: Pick<PayableOrdersService, 'lockForPayment'>;
  /** Pay's statements: what was paid and given back, and how (the receipt's amount and method). */
  statements: Pick<StatementService, 'ofOrder'>;
  hotels: Pick<HotelService, 'requireHotel'>;
  audit: Pick<AuditTrail, 'record' | 'recordGuest'>;
}

const withCharges = (row: OrderRow | undefined) => (row ? { ...row, charges: chargesOf(row) } : undefined);

/** Receipts (領収書, decision 0070): owns receipt_counters and order_receipts. */
export function createReceiptsModule({ db, clock, inTransaction }: Pick<ModuleKit, 'db' | 'clock' | 'inTransaction'>, deps: ReceiptsModuleDeps) {
  const orders = {
    findById: async (id: number) => withCharges(await deps.hotelOrders.findById(id)),
    findByOrderNo: async (orderNo: string) => withCharges(await deps.hotelOrders.findByOrderNo(orderNo)),
    lock: (tx: Database, id: number) => deps.payableOrders.lockForPayment(tx, id),
  };
  const statements = {
    statementOf: async (orderId: number) => {
      const row = await deps.hotelOrders.findById(orderId);
      if (!row) throw notFound(SERVER_MESSAGES.orderNotFound);
      return deps.statements.ofOrder(row);
    },
  };
  const receipts = new ReceiptService(inTransaction, new ReceiptRepository(db), orders, statements, deps.hotels, deps.audit);
  return {
    receipts,
    guestApi: bindGuestRoutes(receiptRoutes, { receipts, clock }),
    adminApi: ((admin, { guard }) => admin.register(receiptAdminRoutes, { receipts, guard, clock })) satisfies AdminApi,
  };
}

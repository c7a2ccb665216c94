import type { Database } from '@hotel/db/client';
import type { OrderConfirmations, OrderEvent } from '../orders/index.ts';
import type { NoticeService } from './notice.service.ts';

/**
 * The orders module's confirmations port, told twice (decision 0043): every order event that owes
 * the guest a confirmation (a booking confirmed, changed or cancelled) owes the hotel a notice in the
 * same transaction, so the order services stay as they are. Refunds are the guest's only.
 */
export function alsoTellTheHotel(guests: OrderConfirmations, notices: NoticeService): OrderConfirmations {
  return {
    async owe(tx: Database, owed: OrderEvent) {
      const key = await guests.owe(tx, owed);
      // The hotel notice's key is the confirmation's own (`<orderNo>/<event>`, `<orderNo>/changed/A<id>`); an order confirmed
      // before notices existed owes the hotel alone, and dispatch() below still queues it.
      const hotelKey = await notices.oweOrder(tx, owed);
      return key ?? hotelKey;
    },
    dispatch(key: string | null) {
      guests.dispatch(key);
      // A refund's key owes the hotel nothing; a key with no notice row is a no-op for the job.
      if (key && !key.includes('/refunded/')) notices.dispatch(key);
    },
    oweRefund: (orderId, refund) => guests.oweRefund(orderId, refund),
  };
}

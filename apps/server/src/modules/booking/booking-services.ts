import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@hotel/db/client';
import { HotelRepository } from '../hotel/hotel.repository.ts';
import { HotelService } from '../hotel/hotel.service.ts';
import { OrderRepository } from '../orders/order.repository.ts';
import { OrderService } from '../orders/order.service.ts';
import { ReleaseExpiredService } from '../orders/release-expired.service.ts';
import type { PaymentProvider } from '../pay/payment-provider.ts';
import { PaymentRepository } from '../pay/payment.repository.ts';
import { PaymentService } from '../pay/payment.service.ts';
import { RoomRepository } from '../rooms/room.repository.ts';
import { HoldRepository } from './hold.repository.ts';
import { HoldRoomsService } from './hold-rooms.service.ts';
import { InventoryRepository } from './inventory.repository.ts';
import { SearchRatesService } from './search-rates.service.ts';
import { transactionRunner } from './transaction.ts';

export type BookingServices = ReturnType<typeof createBookingServices>;

/** The booking services, wired once per app and shared by the booking, pay and sandbox routes. */
export function createBookingServices(db: Database, provider: PaymentProvider, log: FastifyBaseLogger) {
  const inTransaction = transactionRunner(db);
  const hotels = new HotelService(new HotelRepository(db));
  const rooms = new RoomRepository(db);
  const inventory = new InventoryRepository(db);
  const holdRepository = new HoldRepository(db);
  const orderRepository = new OrderRepository(db);
  const expiry = new ReleaseExpiredService(inTransaction, inventory, holdRepository, orderRepository);
  return {
    expiry,
    search: new SearchRatesService(hotels, rooms, inventory),
    holds: new HoldRoomsService(inTransaction, hotels, rooms, inventory, holdRepository, expiry),
    orders: new OrderService(inTransaction, orderRepository, holdRepository, inventory),
    payments: new PaymentService(inTransaction, orderRepository, new PaymentRepository(db), provider, expiry, log),
  };
}

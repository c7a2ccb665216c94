import type { MemberOrderSummary } from '@hotel/shared/schemas/admin/members';
import type { HotelService } from '../hotel/index.ts';
import type { OrderRepository } from './order.repository.ts';

/** A member's orders as the back office's member page lists them: number, hotel, dates, state, amount. */
export class MemberOrdersService {
  constructor(
    private readonly orders: OrderRepository,
    private readonly hotels: HotelService,
  ) {}

  async summariesOf(memberId: number, limit: number): Promise<MemberOrderSummary[]> {
    const rows = await this.orders.listForMember(memberId, { count: limit });
    const names = await this.hotels.namesByCode(rows.map((r) => r.hotelCode));
    return rows.map((r) => ({
      orderNo: r.orderNo,
      hotelCode: r.hotelCode,
      hotelName: names.get(r.hotelCode) ?? r.hotelCode,
      checkIn: r.checkIn,
      checkOut: r.checkOut,
      state: r.state,
      amount: r.actualAmount,
    }));
  }
}

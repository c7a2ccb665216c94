import type { Database } from '../client.ts';
import { payments } from '../schema/pay.ts';
import { members } from '../schema/user.ts';
import { orders } from '../schema/orders.ts';
import { ORDER_STATE } from '@hotel/shared/constants';
import { addDays, hotelMoment } from '@hotel/shared/hotel-date';
import { demoGuests } from './data/guests.ts';
import { demoRatePlans } from './data/rate-plans.ts';
import { demoRoomTypes } from './data/room-types.ts';
import type { GuestStay } from './demo-bookings.ts';
import { unitHash } from './room-night-prices.ts';
import { demoRatePrice } from './seed-demo-member.ts';

type OrderRow = typeof orders.$inferInsert;
type PaymentRow = typeof payments.$inferInsert;

/** Who the front desk's actions are recorded under: the desk of pro001, the group administrator elsewhere. */
export interface DeskStaff {
  frontDeskId: number;
  adminId: number;
}

/** Guests book the public rates; 素泊まり and pay-at-hotel the most. */
const RATE_MIX: [share: number, rateCode: string][] = [
  [0.35, 'BAR'],
  [0.6, 'BARBF'],
  [0.72, 'MEM'],
  [0.9, 'ADVBF'],
  [1, 'ADV'],
];
const ARRIVAL_TIMES = ['14:00-15:00', '15:00-16:00', '16:00-17:00', '17:00-18:00', '18:00-19:00', '20:00-21:00'];
/** A guest's password is unusable (no scrypt string verifies against it): they log in by SMS code, as after a phone-only booking. */
const NO_PASSWORD = '!';
/** Orders numbered per day from here, clear of the demo member's 0001–0009. */
const FIRST_SERIAL = 1000;
/** A prepaid order's 30-minute window to pay, as the booking engine gives it. */
const PAY_WINDOW_MINUTES = 30;
const BATCH = 500;

const minutesAfter = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);
const clock = (hour: number, minute: number) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;

/**
 * The guests (members without a password) and an order for every stay of bookDemoNights, in the
 * state today gives it: stays that ended are completed (checked in and out at the desk, paid), stays
 * that began before today are in house (checked in), today's are arrivals, later ones are booked;
 * prepaid ones were paid by QR within minutes and have their payment. Every order holds its rooms
 * (rooms_held), as an order booked online does. Answers the orders as inserted.
 */
export async function seedDemoGuests(db: Database, today: string, stays: GuestStay[], desk: DeskStaff) {
  const guests = demoGuests();
  const memberRows = await db
    .insert(members)
    .values(
      guests.map((g, i) => {
        const joined = hotelMoment(addDays(today, -400 + i), '12:00');
        return { mobile: g.mobile, name: g.name, sex: g.sex, passwordHash: NO_PASSWORD, cardNo: g.cardNo, createdAt: joined, updatedAt: joined };
      }),
    )
    .returning({ id: members.id });

  const rooms = new Map(demoRoomTypes().map((r) => [`${r.hotelCode}|${r.code}`, r]));
  const rates = new Map(demoRatePlans().map((r) => [`${r.hotelCode}|${r.code}`, r]));
  const serials = new Map<string, number>();
  const planned = stays.map((stay, i) => {
    const key = `${stay.hotelCode}|${stay.roomTypeCode}|${stay.checkIn}|${i}`;
    const guestIndex = i % guests.length;
    const rateCode = RATE_MIX.find(([share]) => unitHash(`${key}|rate`) < share)![1];
    const room = rooms.get(`${stay.hotelCode}|${stay.roomTypeCode}`)!;
    const rate = rates.get(`${stay.hotelCode}|${rateCode}`)!;
    const lead = 1 + Math.floor(unitHash(`${key}|lead`) * 40);
    const createdOn = addDays(stay.checkIn, -lead) < today ? addDays(stay.checkIn, -lead) : addDays(today, -1);
    const createdAt = hotelMoment(createdOn, clock(7 + Math.floor(unitHash(`${key}|hour`) * 16), Math.floor(unitHash(`${key}|minute`) * 60)));
    const stamp = createdOn.replaceAll('-', '');
    const serial = (serials.get(stamp) ?? FIRST_SERIAL) + 1;
    serials.set(stamp, serial);
    return { stay, key, guestIndex, room, rate, createdAt, number: `${stamp}${serial}` };
  });

  const rows: OrderRow[] = [];
  const paid: { orderNo: string; row: PaymentRow }[] = [];
  for (const p of planned) {
    const { stay, key, room, rate, createdAt } = p;
    const nights = Math.round((Date.parse(stay.checkOut) - Date.parse(stay.checkIn)) / 86_400_000);
    let totalAmount = 0;
    for (let n = 0; n < nights; n++) totalAmount += demoRatePrice(room.basePrice, rate, addDays(stay.checkIn, n));
    const prepaid = rate.payment === 'prepaid';
    const arrivalTime = ARRIVAL_TIMES[Math.floor(unitHash(`${key}|arrival`) * ARRIVAL_TIMES.length)]!;
    const staffId = stay.hotelCode === 'pro001' ? desk.frontDeskId : desk.adminId;
    // Today's departures are still in house: the desk checks them out during the day.
    const ended = stay.checkOut < today;
    const checkedIn = stay.checkIn < today;
    const checkedInAt = checkedIn ? hotelMoment(stay.checkIn, clock(Number(arrivalTime.slice(0, 2)), Math.floor(unitHash(`${key}|in`) * 60))) : null;
    const checkedOutAt = ended ? hotelMoment(stay.checkOut, clock(8 + Math.floor(unitHash(`${key}|out`) * 4), Math.floor(unitHash(`${key}|outm`) * 60))) : null;
    const payCode = prepaid ? (unitHash(`${key}|method`) < 0.6 ? 'wechat' : 'alipay') : null;
    const paidAt = prepaid ? minutesAfter(createdAt, 2 + Math.floor(unitHash(`${key}|pay`) * 20)) : checkedOutAt;
    const guest = guests[p.guestIndex]!;
    const orderNo = `FO${p.number}`;
    rows.push({
      orderNo,
      revNo: `RV${p.number}`,
      memberId: memberRows[p.guestIndex]!.id,
      hotelCode: stay.hotelCode,
      roomTypeCode: room.code,
      roomTypeName: room.name,
      rateCode: rate.code,
      rateName: rate.name,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      nights,
      roomQty: 1,
      adultNum: rate.breakfastCount ? 2 : 1 + Math.floor(unitHash(`${key}|party`) * 2),
      revUser: guest.name,
      mobile: guest.mobile,
      arrivalTime,
      remark: `到着予定 ${arrivalTime}`,
      breakfast: rate.breakfastCount ? `朝食${rate.breakfastCount}名様付き` : '朝食なし',
      payment: rate.payment,
      isFreeCancel: rate.isFreeCancel,
      changesUntilHours: rate.changesUntilHours,
      totalAmount,
      actualAmount: totalAmount,
      payResult: paidAt ? 1 : 0,
      state: ended ? ORDER_STATE.completed : prepaid ? ORDER_STATE.paid : ORDER_STATE.booked,
      payCode,
      payDeadline: prepaid ? minutesAfter(createdAt, PAY_WINDOW_MINUTES) : null,
      roomsHeld: true,
      paidAt,
      checkedInAt,
      checkedInBy: checkedInAt ? staffId : null,
      checkedOutAt,
      checkedOutBy: checkedOutAt ? staffId : null,
      createdAt,
      updatedAt: checkedOutAt ?? checkedInAt ?? paidAt ?? createdAt,
    });
    if (payCode && paidAt) {
      paid.push({
        orderNo,
        row: {
          payId: `PY${p.number}`,
          orderId: 0,
          method: payCode,
          amount: totalAmount,
          status: 'paid',
          providerTradeNo: `${payCode === 'wechat' ? '4200' : '2026'}${p.number}`,
          createdAt: minutesAfter(createdAt, 1),
          paidAt,
          // Settled long ago: reconciliation has nothing to ask the payment simulator about them.
          reconciledAt: minutesAfter(paidAt, 60),
        },
      });
    }
  }

  const inserted: (typeof orders.$inferSelect)[] = [];
  for (let i = 0; i < rows.length; i += BATCH) inserted.push(...(await db.insert(orders).values(rows.slice(i, i + BATCH)).returning()));
  const ids = new Map(inserted.map((o) => [o.orderNo, o.id]));
  const paymentRows = paid.map(({ orderNo, row }) => ({ ...row, orderId: ids.get(orderNo)! }));
  for (let i = 0; i < paymentRows.length; i += BATCH) await db.insert(payments).values(paymentRows.slice(i, i + BATCH));
  return inserted;
}

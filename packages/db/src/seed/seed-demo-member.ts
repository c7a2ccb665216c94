import type { Database } from '../client.ts';
import { payments } from '../schema/pay.ts';
import { memberPoints, members } from '../schema/user.ts';
import { orders } from '../schema/orders.ts';
import { addDays, hotelMoment } from '@hotel/shared/hotel-date';
import { demoRatePlans } from './data/rate-plans.ts';
import { seedDemoCoupons } from './seed-demo-discounts.ts';
import { demoRoomTypes } from './data/room-types.ts';
import type { RoomClaim } from './demo-bookings.ts';
import { nightPrice } from './room-night-prices.ts';

/** The demo member (README "Demo member"): log in with this number and password. */
export const DEMO_MEMBER = {
  mobile: '13800138000',
  password: 'Demo1234',
  name: '山田 花子',
  cardNo: 'FT20180815',
  level: 'gold',
  points: 12_680,
  balance: 5_000,
} as const;

/**
 * scrypt hash of DEMO_MEMBER.password in the server's format (apps/server/src/lib/
 * password.ts). A constant rather than a hash made at seed time: the seed stays free of the
 * server's crypto and of 0.4 s of work, and the password is public anyway. A server test checks
 * that this hash still verifies; after a change of format, regenerate it with hashPassword().
 */
export const DEMO_MEMBER_PASSWORD_HASH =
  '$scrypt$ln=17,r=8,p=1$PFpoc8XsS26J4FQXBcukptRirdMCcM0XF6OKMNtVrRM=$polMQqLphQX/CfioEjTVfHINsPt+ENAjfa69/HYupwY=';

type OrderRow = typeof orders.$inferInsert;

interface DemoOrderPlan {
  hotelCode: string;
  roomTypeCode: string;
  rateCode: string;
  /** Days from the seed date. */
  checkIn: number;
  nights: number;
  roomQty: number;
  state: 0 | 1 | 2 | 9 | 10;
  payResult: 0 | 1;
  created: [days: number, time: string];
  paid?: [days: number, time: string];
  cancelled?: [days: number, time: string];
  arrivalTime: string;
  comment: string;
  /** Coupon taken off the total. */
  discountAmount?: number;
}

/** One or more orders in every state the booking history shows, across five hotels. */
const PLANS: DemoOrderPlan[] = [
  // Prepaid and not yet paid: payable until 18:00 the day before arrival (kept long for the demo).
  { hotelCode: 'pro001', roomTypeCode: 'DK', rateCode: 'ADVBF', checkIn: 10, nights: 2, roomQty: 1, state: 0, payResult: 0, created: [-1, '10:12'], arrivalTime: '15:00-16:00', comment: '高層階を希望します' },
  // Pay at the hotel: booked, nothing to pay online.
  { hotelCode: 'pro003', roomTypeCode: 'SK', rateCode: 'BAR', checkIn: 21, nights: 1, roomQty: 1, state: 0, payResult: 0, created: [-2, '21:40'], arrivalTime: '17:00-18:00', comment: '' },
  // Prepaid and paid, with a coupon.
  { hotelCode: 'pro008', roomTypeCode: 'EX', rateCode: 'ADV', checkIn: 30, nights: 3, roomQty: 1, state: 1, payResult: 1, created: [-3, '09:05'], paid: [-3, '09:12'], arrivalTime: '14:00-15:00', comment: '結婚記念日の旅行です', discountAmount: 100 },
  // Cancelled free of charge before arrival.
  { hotelCode: 'pro005', roomTypeCode: 'ST', rateCode: 'BARBF', checkIn: 5, nights: 2, roomQty: 2, state: 2, payResult: 0, created: [-12, '13:25'], cancelled: [-2, '14:30'], arrivalTime: '16:00-17:00', comment: '家族4名で利用します' },
  // Stayed and settled at check-out.
  { hotelCode: 'pro006', roomTypeCode: 'DK', rateCode: 'BARBF', checkIn: -40, nights: 2, roomQty: 1, state: 9, payResult: 1, created: [-55, '19:02'], paid: [-38, '11:20'], arrivalTime: '18:00-19:00', comment: '' },
  { hotelCode: 'pro001', roomTypeCode: 'SU', rateCode: 'MEM', checkIn: -120, nights: 3, roomQty: 1, state: 9, payResult: 1, created: [-150, '08:47'], paid: [-117, '11:05'], arrivalTime: '14:00-15:00', comment: '禁煙ルームを希望します' },
  // Prepaid, not paid within the 30-minute hold: expired, rooms released.
  { hotelCode: 'pro003', roomTypeCode: 'DK', rateCode: 'PROMO', checkIn: 3, nights: 1, roomQty: 1, state: 10, payResult: 0, created: [-6, '20:15'], arrivalTime: '19:00-20:00', comment: '' },
];

const PREPAID_HOLD_MINUTES = 30;


/** Booked (0) and paid (1) orders keep their rooms; cancelled and expired ones gave them back. */
const holdsRooms = (plan: DemoOrderPlan) => plan.state === 0 || plan.state === 1;

/** The rooms the demo member's open orders take: room_nights' sold counts include them (decision 0048). */
export function demoMemberClaims(today: string): RoomClaim[] {
  return PLANS.filter(holdsRooms).map((plan) => ({
    hotelCode: plan.hotelCode,
    roomTypeCode: plan.roomTypeCode,
    checkIn: addDays(today, plan.checkIn),
    checkOut: addDays(today, plan.checkIn + plan.nights),
    roomQty: plan.roomQty,
  }));
}

/**
 * Adds the demo member and their orders. Prices follow the seeded room nights exactly: each
 * night is the room type's night price (the same function that fills room_nights) times the
 * rate's factor, plus its breakfast supplement. The open orders hold their rooms, counted in
 * room_nights by seed-demo.ts (demoMemberClaims); the stays long past are history before the
 * first night room_nights keeps.
 */
export async function seedDemoMember(db: Database, today: string): Promise<void> {
  const [member] = await db
    .insert(members)
    .values({
      mobile: DEMO_MEMBER.mobile,
      dialCode: '+86',
      name: DEMO_MEMBER.name,
      sex: 0,
      birthday: '1988-04-12',
      country: '日本',
      passwordHash: DEMO_MEMBER_PASSWORD_HASH,
      cardNo: DEMO_MEMBER.cardNo,
      level: DEMO_MEMBER.level,
      points: DEMO_MEMBER.points,
      balance: DEMO_MEMBER.balance,
      createdAt: hotelMoment(addDays(today, -700), '10:00'),
      updatedAt: hotelMoment(addDays(today, -700), '10:00'),
    })
    .returning({ id: members.id });
  const placed = await db
    .insert(orders)
    .values(demoOrders(member!.id, today))
    .returning({ id: orders.id, orderNo: orders.orderNo, state: orders.state, actualAmount: orders.actualAmount, checkOut: orders.checkOut, payCode: orders.payCode, paidAt: orders.paidAt, roomsHeld: orders.roomsHeld });
  // A QR payment of an order that holds rooms has its payments row, as one paid online does.
  const paidByQr = placed.filter((o) => o.roomsHeld && o.paidAt && (o.payCode === 'wechat' || o.payCode === 'alipay'));
  if (paidByQr.length > 0) {
    await db.insert(payments).values(
      paidByQr.map((o) => ({
        payId: o.orderNo.replace(/^FO/, 'PY'),
        orderId: o.id,
        method: o.payCode as 'wechat' | 'alipay',
        amount: o.actualAmount,
        status: 'paid' as const,
        providerTradeNo: o.orderNo.replace(/^FO/, '4200'),
        createdAt: new Date(o.paidAt!.getTime() - 60_000),
        paidAt: o.paidAt,
        reconciledAt: new Date(o.paidAt!.getTime() + 3_600_000),
      })),
    );
  }
  await db.insert(memberPoints).values(demoPointsLines(member!.id, today, placed));
  await seedDemoCoupons(db, member!.id, today);
}

/** 入会特典: the points the demo member was given on joining. */
const WELCOME_POINTS = 1_000;

/**
 * The demo member's points history, which adds up to DEMO_MEMBER.points as a real ledger would:
 * the welcome points, 1 point per CNY of each completed stay credited at check-out (as the server
 * does, member-points.service.ts), and one exchange that brings the balance to the documented figure.
 */
export function demoPointsLines(
  memberId: number,
  today: string,
  placed: { id: number; orderNo: string; state: number; actualAmount: number; checkOut: string }[],
): (typeof memberPoints.$inferInsert)[] {
  const stays = placed.filter((o) => o.state === 9).sort((a, b) => a.checkOut.localeCompare(b.checkOut));
  const lines: Omit<typeof memberPoints.$inferInsert, 'balanceAfter' | 'memberId'>[] = [
    { kind: 'adjustment', delta: WELCOME_POINTS, reason: '入会特典', at: hotelMoment(addDays(today, -700), '10:00') },
    ...stays.map((o) => ({ kind: 'stay' as const, delta: o.actualAmount, reason: `ご宿泊 ${o.orderNo}`, orderId: o.id, at: hotelMoment(o.checkOut, '12:00') })),
  ];
  const exchange = DEMO_MEMBER.points - lines.reduce((sum, line) => sum + line.delta, 0);
  if (exchange !== 0) {
    lines.push({ kind: 'adjustment', delta: exchange, reason: exchange < 0 ? 'ポイント交換（レストランご利用券）' : 'キャンペーン加算', at: hotelMoment(addDays(today, -10), '15:30') });
  }
  let balance = 0;
  return lines.map((line) => ({ ...line, memberId, balanceAfter: (balance += line.delta) }));
}

export function demoOrders(memberId: number, today: string): OrderRow[] {
  const rooms = demoRoomTypes();
  const rates = demoRatePlans();
  return PLANS.map((plan, i): OrderRow => {
    const room = rooms.find((r) => r.hotelCode === plan.hotelCode && r.code === plan.roomTypeCode);
    const rate = rates.find((r) => r.hotelCode === plan.hotelCode && r.code === plan.rateCode);
    if (!room || !rate) throw new Error(`demo order ${i}: unknown room ${plan.roomTypeCode} or rate ${plan.rateCode} at ${plan.hotelCode}`);
    const checkIn = addDays(today, plan.checkIn);
    const perRoom = Array.from({ length: plan.nights }, (_, n) => demoRatePrice(room.basePrice, rate, addDays(checkIn, n))).reduce((a, b) => a + b, 0);
    const totalAmount = perRoom * plan.roomQty;
    const discountAmount = plan.discountAmount ?? 0;
    const createdOn = addDays(today, plan.created[0]);
    const createdAt = hotelMoment(createdOn, plan.created[1]);
    const paidAt = plan.paid ? hotelMoment(addDays(today, plan.paid[0]), plan.paid[1]) : null;
    const cancelledAt = plan.cancelled ? hotelMoment(addDays(today, plan.cancelled[0]), plan.cancelled[1]) : null;
    const prepaid = rate.payment === 'prepaid';
    const stamp = createdOn.replaceAll('-', '');
    const serial = String(i + 1).padStart(4, '0');
    return {
      orderNo: `FO${stamp}${serial}`,
      revNo: `RV${stamp}${serial}`,
      memberId,
      hotelCode: plan.hotelCode,
      roomTypeCode: room.code,
      roomTypeName: room.name,
      rateCode: rate.code,
      rateName: rate.name,
      checkIn,
      checkOut: addDays(checkIn, plan.nights),
      nights: plan.nights,
      roomQty: plan.roomQty,
      revUser: DEMO_MEMBER.name,
      mobile: DEMO_MEMBER.mobile,
      email: 'hanako.yamada@example.jp',
      arrivalTime: plan.arrivalTime,
      remark: plan.comment,
      breakfast: rate.breakfastCount ? `朝食${rate.breakfastCount}名様付き` : '朝食なし',
      payment: rate.payment,
      isFreeCancel: rate.isFreeCancel,
      changesUntilHours: rate.changesUntilHours,
      totalAmount,
      discountAmount,
      actualAmount: totalAmount - discountAmount,
      payResult: plan.payResult,
      state: plan.state,
      payCode: plan.paid && prepaid ? 'wechat' : null,
      roomsHeld: holdsRooms(plan),
      payDeadline: !prepaid
        ? null
        : plan.state === 10
          ? new Date(createdAt.getTime() + PREPAID_HOLD_MINUTES * 60_000)
          : hotelMoment(addDays(checkIn, -1), '18:00'),
      paidAt,
      cancelledAt,
      createdAt,
      updatedAt: cancelledAt ?? paidAt ?? createdAt,
    };
  });
}

/** One night of a rate: the room-night price times the rate's factor, plus breakfast. */
export function demoRatePrice(basePrice: number, rate: { priceFactor?: number; breakfastSupplement?: number }, stayDate: string): number {
  return Math.round((nightPrice(basePrice, stayDate) * (rate.priceFactor ?? 100)) / 100) + (rate.breakfastSupplement ?? 0);
}

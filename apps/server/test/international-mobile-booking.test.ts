import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { meetingRequests } from '@hotel/db/schema/meetings';
import { members } from '@hotel/db/schema/user';
import { endpoints } from '@hotel/shared/api/endpoints';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { dayFromToday, guest, holdRooms, newMember, orderDetail, submitOrder } from './helpers/booking.ts';
import { demoStaff, desk, orderRow } from './helpers/desk.ts';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { call, useMemberApp } from './helpers/member-app.ts';

// Decision 0077: the guest step, meeting requests and desk bookings take another country's mobile in E.164.
const t = useMemberApp();

describe('the guest step with a Japanese mobile', () => {
  it('stores the order with the number in E.164 and shows it in the order', async () => {
    const member = await newMember(t.app);
    const hold = expectSuccess(await holdRooms(t.app, member.token, { checkIn: dayFromToday(t.clock, 5), checkOut: dayFromToday(t.clock, 6) }));
    const { id } = expectSuccess(await submitOrder(t.app, member.token, guest(hold.orderNo, { mobile: '+81 90-1234-5678' })));
    expect(expectSuccess(await orderDetail(t.app, member.token, id))).toMatchObject({ mobile: '+819012345678' });
  });

  it('refuses a Japanese landline with its message', async () => {
    const member = await newMember(t.app);
    const hold = expectSuccess(await holdRooms(t.app, member.token, { checkIn: dayFromToday(t.clock, 7), checkOut: dayFromToday(t.clock, 8) }));
    const refused = await submitOrder(t.app, member.token, guest(hold.orderNo, { mobile: '+81 3-1234-5678' }));
    expectFailure(refused, 400);
    expect(refused.body.message).toBe(SERVER_MESSAGES.mobileNotOfCountry);
  });
});

describe('a meeting request with a Japanese mobile', () => {
  it('is stored with the contact number in E.164', async () => {
    const types = await call<{ MeetingType: string[] }>(t.app, 'GET', `${endpoints.meeting.path}?HotelCode=pro001`);
    const response = await call<{ id: number }>(t.app, 'POST', endpoints.meetingbook.path, {
      body: {
        applyName: '田中 一郎',
        contactPhone: '+81 90 1234 5678',
        meetingType: types.body.data.MeetingType[0],
        peopleNums: '10-50',
        beginTime: `${dayFromToday(t.clock, 10)} 09:00:00`,
        endTime: `${dayFromToday(t.clock, 10)} 17:30:00`,
        note: '',
        hotelCode: 'pro001',
        hotelName: 'フェルトン',
      },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const [row] = await t.db.select({ contactPhone: meetingRequests.contactPhone }).from(meetingRequests).where(eq(meetingRequests.id, response.body.data.id));
    expect(row).toEqual({ contactPhone: '+819012345678' });
  });
});

describe('the front desk with a Japanese mobile', () => {
  it('books a guest who is not a member by their +81 number', async () => {
    const front = await demoStaff(t.app, 'front');
    const result = expectSuccess(
      await desk(t.app, front, 'POST', '/orders/book', {
        hotel: 'pro001',
        checkIn: dayFromToday(t.clock, 12),
        checkOut: dayFromToday(t.clock, 13),
        roomQty: 1,
        adultNum: 1,
        childrenNum: 0,
        roomTypeCode: 'SK',
        rateCode: 'BAR',
        guestKind: 'guest',
        revUser: '山田 太郎',
        mobile: '+81 90-8765-4321',
        email: '',
        source: 'phone',
        arrivalTime: '18:00-19:00',
        remark: '',
        settlement: 'hotel',
      }),
    );
    expect(await orderRow(t.db, result.orderNo)).toMatchObject({ mobile: '+819087654321' });
  });

  it('finds a member by their number typed with +86 and shows E.164 numbers masked', async () => {
    const front = await demoStaff(t.app, 'front');
    const member = await newMember(t.app);
    const lookup = (q: string) => desk(t.app, front, 'POST', '/orders/book/member-lookup', { hotel: 'pro001', q });
    expect(expectSuccess(await lookup(`+86 ${member.mobile}`)).members).toHaveLength(1);

    await t.db.update(members).set({ mobile: '+819011112222' }).where(eq(members.mobile, member.mobile));
    expect(expectSuccess(await lookup('+81 90-1111-2222')).members).toEqual([expect.objectContaining({ maskedMobile: '+81 90****2222' })]);
  });
});

import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { meetingRequests } from '@hotel/db/schema/meetings';
import { endpoints } from '@hotel/shared/api/endpoints';
import { MESSAGES, SERVER_MESSAGES } from '@hotel/shared/messages';
import type { MeetingInfo } from '@hotel/shared/schemas/content';
import { expectFailure } from './helpers/expectations.ts';
import { call, useMemberApp } from './helpers/member-app.ts';
import { dayFromToday } from './helpers/booking.ts';

const t = useMemberApp();

async function meetingTypes(hotelCode: string): Promise<string[]> {
  const response = await call<MeetingInfo>(t.app, 'GET', `${endpoints.meeting.path}?HotelCode=${hotelCode}`);
  return response.body.data.MeetingType;
}

const request = async (overrides: Record<string, unknown> = {}) => ({
  applyName: '田中 一郎',
  contactPhone: '13912345678',
  meetingType: (await meetingTypes('pro001'))[0],
  peopleNums: '10-50',
  beginTime: `${dayFromToday(t.clock, 10)} 09:00:00`,
  endTime: `${dayFromToday(t.clock, 10)} 17:30:00`,
  note: 'プロジェクター希望',
  hotelCode: 'pro001',
  hotelName: 'フェルトン',
  ...overrides,
});

const send = (body: unknown) => call<{ id: number }>(t.app, 'POST', endpoints.meetingbook.path, { body });

describe('POST /meetingbook/meetingbook', () => {
  it('stores the request and answers success with msg and message', async () => {
    const response = await send(await request());
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, msg: MESSAGES.meetingSucceeded, message: MESSAGES.meetingSucceeded, statusCode: 200 });
    const [row] = await t.db.select().from(meetingRequests).where(eq(meetingRequests.id, response.body.data.id));
    expect(row).toMatchObject({ hotelCode: 'pro001', applyName: '田中 一郎', peopleNums: '10-50', note: 'プロジェクター希望' });
    expect(row!.beginTime.toISOString()).toBe(new Date(`${dayFromToday(t.clock, 10)}T09:00:00+08:00`).toISOString());
  });

  it('validates in the spec order: applicant, type, attendees, phone, time', async () => {
    const all = { applyName: '', meetingType: '', peopleNums: '', contactPhone: '123', beginTime: '', endTime: '' };
    const steps: [Record<string, unknown>, string][] = [
      [all, MESSAGES.meetingApplicantRequired],
      [{ ...all, applyName: '田中' }, MESSAGES.meetingTypeRequired],
      [{ ...all, applyName: '田中', meetingType: '会議' }, MESSAGES.meetingPeopleRequired],
      [{ ...all, applyName: '田中', meetingType: '会議', peopleNums: '100以上' }, MESSAGES.mobileInvalid],
      [{ ...all, applyName: '田中', meetingType: '会議', peopleNums: '100以上', contactPhone: '13912345678' }, MESSAGES.meetingTimeRequired],
    ];
    for (const [override, message] of steps) {
      const response = await send(await request(override));
      expectFailure(response, 400);
      expect(response.body.message).toBe(message);
    }
  });

  it.each([
    ['a missing field', { applyName: undefined }, MESSAGES.meetingApplicantRequired],
    ['attendees outside the options', { peopleNums: '5' }, MESSAGES.meetingPeopleRequired],
    ['a time without seconds', { beginTime: '2030-01-01 09:00' }, MESSAGES.meetingTimeRequired],
    ['a type the hotel does not offer', { meetingType: '宇宙会議' }, SERVER_MESSAGES.meetingTypeUnknown],
  ])('refuses %s', async (_label, override, message) => {
    const response = await send(await request(override));
    expectFailure(response, 400);
    expect(response.body.message).toBe(message);
  });

  it('refuses an end before the beginning and a time in the past', async () => {
    const day = dayFromToday(t.clock, 3);
    const reversed = await send(await request({ beginTime: `${day} 15:00:00`, endTime: `${day} 09:00:00` }));
    expect(reversed.body.message).toBe(SERVER_MESSAGES.meetingTimeOrder);
    const pastDay = dayFromToday(t.clock, -1);
    const inPast = await send(await request({ beginTime: `${pastDay} 09:00:00`, endTime: `${pastDay} 10:00:00` }));
    expectFailure(inPast, 400);
    expect(inPast.body.message).toBe(SERVER_MESSAGES.meetingTimePast);
    const impossible = await send(await request({ beginTime: '2030-02-30 09:00:00', endTime: '2030-03-01 10:00:00' }));
    expectFailure(impossible, 400);
  });

  const day = () => dayFromToday(t.clock, 10);
  it.each([
    ['a begin on a day that does not exist', () => ({ beginTime: '2030-02-30 09:00:00', endTime: '2030-03-01 10:00:00' }), SERVER_MESSAGES.meetingBeginInvalid],
    ['a begin at 25:00', () => ({ beginTime: `${day()} 25:00:00` }), SERVER_MESSAGES.meetingBeginInvalid],
    ['a begin at minute 60', () => ({ beginTime: `${day()} 09:60:00` }), SERVER_MESSAGES.meetingBeginInvalid],
    ['an end on a day that does not exist', () => ({ endTime: '2030-04-31 17:00:00' }), SERVER_MESSAGES.meetingEndInvalid],
    ['an end at 24:00', () => ({ endTime: `${day()} 24:00:00` }), SERVER_MESSAGES.meetingEndInvalid],
    ['an end before the begin', () => ({ beginTime: `${day()} 15:00:00`, endTime: `${day()} 09:00:00` }), SERVER_MESSAGES.meetingTimeOrder],
    ['an end equal to the begin', () => ({ beginTime: `${day()} 15:00:00`, endTime: `${day()} 15:00:00` }), SERVER_MESSAGES.meetingTimeOrder],
  ])('answers %s with the message of that field', async (_label, override, message) => {
    const response = await send(await request(override()));
    expectFailure(response, 400);
    expect(response.body.message).toBe(message);
  });
});

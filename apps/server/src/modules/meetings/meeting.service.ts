import { hotelMoment } from '@hotel/shared/hotel-date';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import type { MeetingRequestInput } from '@hotel/shared/schemas/meeting';
import { badRequest } from '../../lib/api-error.ts';
import type { RunInTransaction } from '../../lib/transaction.ts';
import type { CmsService } from '../cms/index.ts';
import type { HotelService } from '../hotel/index.ts';
import { NO_MEETING_NOTICES, type MeetingNotices } from './meeting-notices.ts';
import type { MeetingRepository } from './meeting.repository.ts';

/** yyyy-MM-dd HH:mm:ss in hotel time (UTC+8) → instant; null for an impossible date. */
export function parseMeetingTime(value: string): Date | null {
  const [day = '', time = ''] = value.split(' ');
  const date = hotelMoment(day, time);
  if (Number.isNaN(date.getTime())) return null;
  // Reject 2026-02-30 and friends, which Date would roll over.
  const back = new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
  return back === value ? date : null;
}

export class MeetingService {
  constructor(
    private readonly hotels: HotelService,
    private readonly cms: CmsService,
    private readonly meetings: MeetingRepository,
    private readonly inTransaction: RunInTransaction,
    private readonly notices: MeetingNotices = NO_MEETING_NOTICES,
  ) {}

  /** How many requests the hotel received since `since` (the back office's dashboard). */
  countUnanswered(hotelCode: string): Promise<number> {
    return this.meetings.countUnanswered(hotelCode);
  }

  /** Types come from the hotel's meeting content (MeetingType), the list the form offers. */
  async request(input: MeetingRequestInput, now: Date): Promise<{ id: number }> {
    const hotel = await this.hotels.requireHotel(input.hotelCode);
    const types = await this.cms.meetingTypes(hotel.code);
    if (!types.includes(input.meetingType)) throw badRequest(SERVER_MESSAGES.meetingTypeUnknown);
    const begin = parseMeetingTime(input.beginTime);
    const end = parseMeetingTime(input.endTime);
    // meetingBody refuses these already; kept so the service never stores a rolled-over date.
    if (!begin) throw badRequest(SERVER_MESSAGES.meetingBeginInvalid);
    if (!end) throw badRequest(SERVER_MESSAGES.meetingEndInvalid);
    if (begin <= now) throw badRequest(SERVER_MESSAGES.meetingTimePast);
    if (end <= begin) throw badRequest(SERVER_MESSAGES.meetingTimeOrder);
    // The request and the hotel's notice of it commit together (decision 0043).
    const { request, notice } = await this.inTransaction(async (tx) => {
      const stored = await this.meetings.insert(
        {
          hotelCode: hotel.code,
          applyName: input.applyName,
          contactPhone: input.contactPhone,
          meetingType: input.meetingType,
          peopleNums: input.peopleNums,
          beginTime: begin,
          endTime: end,
          note: input.note,
          createdAt: now,
        },
        tx,
      );
      return { request: stored, notice: await this.notices.owe(tx, { id: stored.id, hotelCode: hotel.code }) };
    });
    this.notices.dispatch(notice);
    return request;
  }
}

/** 13800138000 → 138****8000: enough for staff to recognise, not a full number in the log. */
export const maskPhone = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;

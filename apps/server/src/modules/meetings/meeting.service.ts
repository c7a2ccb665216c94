import { hotelMoment } from '@hotel/shared/hotel-date';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import type { MeetingRequestInput } from '@hotel/shared/schemas/meeting';
import { badRequest } from '../../lib/api-error.ts';
import type { CmsService } from '../cms/index.ts';
import type { HotelService } from '../hotel/index.ts';
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
    return this.meetings.insert({
      hotelCode: hotel.code,
      applyName: input.applyName,
      contactPhone: input.contactPhone,
      meetingType: input.meetingType,
      peopleNums: input.peopleNums,
      beginTime: begin,
      endTime: end,
      note: input.note,
      createdAt: now,
    });
  }
}

/** 13800138000 → 138****8000: enough for staff to recognise, not a full number in the log. */
export const maskPhone = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;

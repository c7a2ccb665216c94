import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { hotelCode } from '../schemas/hotel.ts';
import { withDialedMobile } from '../mobile-dial.ts';
import { meetingFields, meetingTimeOrder, type MeetingRequestInput } from '../schemas/meeting.ts';

/**
 * The meeting request form (spec §5) of /meetings and /:hotelCode/meetings: one schema for the
 * browser and the route actions, built from meetingBody's fields. On the group page the hotel
 * is picked first, as part of choosing the meeting type, so it shares the type's message.
 */

/** datetime-local (yyyy-MM-ddTHH:mm[:ss]) → yyyy-MM-dd HH:mm:ss, the API's format; other text as it is. */
export function toMeetingTime(value: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return value;
  const [, date, h, m, s = '00'] = match;
  return `${date} ${h}:${m}:${s}`;
}

/** A time from a datetime-local input or in the API's format, checked like the API's field. */
const timeInput = (field: z.ZodType<string, string>) => z.string({ error: MESSAGES.meetingTimeRequired }).transform(toMeetingTime).pipe(field);

export const meetingRequestForm = z.preprocess(
  (input) => withDialedMobile(input, 'contactPhone'),
  z
    .object({
  applyName: meetingFields.applyName,
  hotelCode: z.string({ error: MESSAGES.meetingTypeRequired }).trim().min(1, MESSAGES.meetingTypeRequired).pipe(hotelCode),
  meetingType: meetingFields.meetingType,
  peopleNums: meetingFields.peopleNums,
  contactPhone: meetingFields.contactPhone,
  beginTime: timeInput(meetingFields.beginTime),
  endTime: timeInput(meetingFields.endTime),
  note: meetingFields.note,
})
    .superRefine(meetingTimeOrder),
);
export type MeetingRequestFormData = z.output<typeof meetingRequestForm>;

/** The meetingbook payload: the form's fields plus, when known, the hotel's name (spec §3). */
export function toMeetingBody(form: MeetingRequestFormData, hotelName?: string): MeetingRequestInput {
  return { ...form, hotelName: hotelName ?? null };
}

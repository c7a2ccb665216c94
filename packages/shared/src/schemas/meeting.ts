import { z } from 'zod';
import { MEETING_PEOPLE_OPTIONS } from '../constants.ts';
import { MESSAGES, SERVER_MESSAGES } from '../messages.ts';
import { isIsoDate } from '../hotel-date.ts';
import { MEETING_NOTE_MAX } from '../forms/meeting-request-fields.ts';
import { hotelCode } from './hotel.ts';
import { mobileNumber } from '../mobile-number.ts';
import { multiLine, singleLine } from './text.ts';

/** yyyy-MM-dd HH:mm:ss, hotel local time (spec §5). */
export const MEETING_TIME_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** A time that exists: a real calendar date and 00:00:00–23:59:59 (not 2026-02-30, not 25:00). */
export function isRealMeetingTime(value: string): boolean {
  const [day = '', time = ''] = value.split(' ');
  const [h = 99, m = 99, s = 99] = time.split(':').map(Number);
  return MEETING_TIME_PATTERN.test(value) && isIsoDate(day) && h <= 23 && m <= 59 && s <= 59;
}

/**
 * Begin or end: missing or not in the format is the spec's 会議時間を選択してください; well
 * formed but impossible gets the field's own message, so the guest knows which one to fix.
 */
function meetingTime(impossible: string) {
  return z
    .string({ error: MESSAGES.meetingTimeRequired })
    .trim()
    .regex(MEETING_TIME_PATTERN, { message: MESSAGES.meetingTimeRequired, abort: true })
    .refine(isRealMeetingTime, impossible);
}

/** End after begin, reported on the end field; checked once both are real times. */
export function meetingTimeOrder(value: { beginTime?: unknown; endTime?: unknown }, ctx: z.RefinementCtx): void {
  const { beginTime, endTime } = value;
  if (typeof beginTime !== 'string' || typeof endTime !== 'string' || !isRealMeetingTime(beginTime) || !isRealMeetingTime(endTime)) return;
  // Same format, same zone: the text order is the time order.
  if (endTime <= beginTime) ctx.addIssue({ code: 'custom', path: ['endTime'], message: SERVER_MESSAGES.meetingTimeOrder });
}

/** The request's fields, each with its spec message; the API body and the form (forms/meeting-request.ts) both use them. */
export const meetingFields = {
  applyName: singleLine(SERVER_MESSAGES.nameInvalidCharacters, MESSAGES.meetingApplicantRequired).trim().min(1, MESSAGES.meetingApplicantRequired).max(50, SERVER_MESSAGES.nameTooLong),
  meetingType: singleLine(MESSAGES.meetingTypeRequired).trim().min(1, MESSAGES.meetingTypeRequired).max(50, MESSAGES.meetingTypeRequired),
  peopleNums: z.enum(MEETING_PEOPLE_OPTIONS, { error: MESSAGES.meetingPeopleRequired }),
  contactPhone: mobileNumber(),
  beginTime: meetingTime(SERVER_MESSAGES.meetingBeginInvalid),
  endTime: meetingTime(SERVER_MESSAGES.meetingEndInvalid),
  note: multiLine(SERVER_MESSAGES.requestInvalidCharacters)
    .trim()
    .max(MEETING_NOTE_MAX, SERVER_MESSAGES.meetingNoteTooLong)
    .nullish()
    .transform((v) => v ?? ''),
  hotelName: singleLine().max(100).nullish(),
};

/**
 * Meeting request, validated in the spec's order (§5): applicant, type, attendees, phone, time.
 * Zod checks keys in this order, and the server answers with the first problem.
 */
export const meetingBody = z.object({
  applyName: meetingFields.applyName,
  meetingType: meetingFields.meetingType,
  peopleNums: meetingFields.peopleNums,
  contactPhone: meetingFields.contactPhone,
  beginTime: meetingFields.beginTime,
  endTime: meetingFields.endTime,
  note: meetingFields.note,
  hotelCode,
  hotelName: meetingFields.hotelName,
}).superRefine(meetingTimeOrder);
export type MeetingRequestInput = z.infer<typeof meetingBody>;

export const meetingResult = z.object({ id: z.number().int() });

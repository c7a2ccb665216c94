import { z } from 'zod';
import { MEETING_PEOPLE_OPTIONS, MOBILE_PATTERN } from '../constants.ts';
import { MESSAGES, SERVER_MESSAGES } from '../messages.ts';
import { hotelCode } from './hotel.ts';
import { multiLine, singleLine } from './text.ts';

/** yyyy-MM-dd HH:mm:ss, hotel local time (spec §5). */
export const MEETING_TIME_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
export const meetingTime = z.string({ error: MESSAGES.meetingTimeRequired }).trim().regex(MEETING_TIME_PATTERN, MESSAGES.meetingTimeRequired);

export const MEETING_NOTE_MAX = 500;

/** The request's fields, each with its spec message; the API body and the form (forms/meeting-request.ts) both use them. */
export const meetingFields = {
  applyName: singleLine(SERVER_MESSAGES.nameInvalidCharacters, MESSAGES.meetingApplicantRequired).trim().min(1, MESSAGES.meetingApplicantRequired).max(50, SERVER_MESSAGES.nameTooLong),
  meetingType: singleLine(MESSAGES.meetingTypeRequired).trim().min(1, MESSAGES.meetingTypeRequired).max(50, MESSAGES.meetingTypeRequired),
  peopleNums: z.enum(MEETING_PEOPLE_OPTIONS, { error: MESSAGES.meetingPeopleRequired }),
  contactPhone: z.string({ error: MESSAGES.mobileInvalid }).trim().regex(MOBILE_PATTERN, MESSAGES.mobileInvalid),
  beginTime: meetingTime,
  endTime: meetingTime,
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
});
export type MeetingRequestInput = z.infer<typeof meetingBody>;

export const meetingResult = z.object({ id: z.number().int() });

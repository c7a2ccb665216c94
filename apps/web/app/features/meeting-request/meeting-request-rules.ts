import { MEETING_PEOPLE_OPTIONS, MOBILE_PATTERN } from '@hotel/shared/constants';
import { MESSAGES } from '@hotel/shared/messages';

export interface MeetingRequestFields {
  hotelCode: string;
  applyName: string;
  meetingType: string;
  peopleNums: string;
  contactPhone: string;
  /** datetime-local values: yyyy-MM-ddTHH:mm */
  beginTime: string;
  endTime: string;
  note: string;
}

export type MeetingField = Exclude<keyof MeetingRequestFields, 'note'>;

export interface MeetingProblem {
  field: MeetingField;
  message: string;
}

export const EMPTY_MEETING_REQUEST = (hotelCode = ''): MeetingRequestFields => ({
  hotelCode,
  applyName: '',
  meetingType: '',
  peopleNums: '',
  contactPhone: '',
  beginTime: '',
  endTime: '',
  note: '',
});

/** Spec §5, in order: applicant, type (the hotel first on the group page), attendees, phone, time range. */
export function firstMeetingProblem(fields: MeetingRequestFields): MeetingProblem | null {
  if (!fields.applyName.trim()) return { field: 'applyName', message: MESSAGES.meetingApplicantRequired };
  if (!fields.hotelCode) return { field: 'hotelCode', message: MESSAGES.meetingTypeRequired };
  if (!fields.meetingType) return { field: 'meetingType', message: MESSAGES.meetingTypeRequired };
  if (!(MEETING_PEOPLE_OPTIONS as readonly string[]).includes(fields.peopleNums))
    return { field: 'peopleNums', message: MESSAGES.meetingPeopleRequired };
  if (!MOBILE_PATTERN.test(fields.contactPhone.trim())) return { field: 'contactPhone', message: MESSAGES.mobileInvalid };
  if (!fields.beginTime) return { field: 'beginTime', message: MESSAGES.meetingTimeRequired };
  if (!fields.endTime) return { field: 'endTime', message: MESSAGES.meetingTimeRequired };
  return null;
}

/** datetime-local (yyyy-MM-ddTHH:mm[:ss]) → yyyy-MM-dd HH:mm:ss, the format the server expects. */
export function toMeetingTime(value: string): string {
  const [date, time = ''] = value.split('T');
  const [h = '00', m = '00', s = '00'] = time.split(':');
  return `${date} ${h}:${m}:${s}`;
}

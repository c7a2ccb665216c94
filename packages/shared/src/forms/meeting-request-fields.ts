/**
 * The meeting request form's fields in screen order and the note's length. No zod here: the page
 * loads the schema (forms/meeting-request.ts) when the form is first used (docs/decisions/0055).
 */
export const MEETING_REQUEST_FIELDS = ['applyName', 'hotelCode', 'meetingType', 'peopleNums', 'contactPhone', 'beginTime', 'endTime', 'note'] as const;
export type MeetingRequestField = (typeof MEETING_REQUEST_FIELDS)[number];

export const MEETING_NOTE_MAX = 500;

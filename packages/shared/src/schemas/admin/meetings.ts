import { z } from 'zod';
import { adminEndpoint } from '../../api/admin-endpoint.ts';
import { adminIdField, adminPageField } from './id-field.ts';
import { multiLine } from '../text.ts';

/**
 * The meeting requests inbox (/adminapi/v1/meetings, permission meetings.handle, per hotel).
 * A request always names a hotel: the group /meetings page makes the guest pick one; a request
 * sent for the group code (pro018) through the API is the group's, seen by the group
 * administrator under that code.
 */

export const MEETING_STATUSES = ['new', 'contacted', 'confirmed', 'declined'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];

export const MEETING_STATUS_LABELS: Record<MeetingStatus, string> = {
  new: '新規',
  contacted: '連絡済み',
  confirmed: '確定',
  declined: 'お断り',
};

/**
 * Where a request may go from each status. Nothing goes back to new (it was looked at); a
 * confirmed event that falls through is declined; a declined one may be taken up again.
 * Keeping the status and changing only the note is always allowed.
 */
export const MEETING_TRANSITIONS: Record<MeetingStatus, readonly MeetingStatus[]> = {
  new: ['contacted', 'confirmed', 'declined'],
  contacted: ['confirmed', 'declined'],
  confirmed: ['declined'],
  declined: ['contacted'],
};

export const canMoveMeeting = (from: MeetingStatus, to: MeetingStatus) => from === to || MEETING_TRANSITIONS[from].includes(to);

export const MEETING_STAFF_NOTE_MAX = 1000;
export const MEETINGS_PAGE_SIZE = 20;

export const MEETINGS_MESSAGES = {
  hotelInvalid: 'ホテルを選択してください',
  statusInvalid: 'ステータスを選択してください',
  pageInvalid: 'ページ番号を正しく指定してください',
  idInvalid: 'お問い合わせ番号を正しく指定してください',
  noteTooLong: `メモは${MEETING_STAFF_NOTE_MAX}文字以内で入力してください`,
  noteInvalid: 'メモに使用できない文字が含まれています',
  notFound: '該当する会議・宴会のお問い合わせが見つかりません',
  transitionRefused: (from: MeetingStatus, to: MeetingStatus) =>
    `「${MEETING_STATUS_LABELS[from]}」から「${MEETING_STATUS_LABELS[to]}」には変更できません`,
  updated: 'お問い合わせを更新しました',
  unchanged: '変更はありませんでした',
} as const;

const statusField = z.enum(MEETING_STATUSES, { error: MEETINGS_MESSAGES.statusInvalid });

export const meetingListInput = z.object({
  hotel: meetingHotel(),
  /** Empty (the form's すべて) or absent: every status. */
  status: z.preprocess((v) => (v === '' ? undefined : v), statusField.optional()),
  page: adminPageField(MEETINGS_MESSAGES.pageInvalid),
});

export const meetingDetailInput = z.object({ hotel: meetingHotel(), id: meetingId() });

export const meetingUpdateInput = z.object({
  hotel: meetingHotel(),
  id: meetingId(),
  status: statusField,
  note: multiLine(MEETINGS_MESSAGES.noteInvalid)
    .trim()
    .max(MEETING_STAFF_NOTE_MAX, MEETINGS_MESSAGES.noteTooLong)
    .optional()
    .transform((v) => v ?? ''),
});
export type MeetingUpdateInput = z.infer<typeof meetingUpdateInput>;

/** One line of the inbox. Times are ISO instants; the page shows them in hotel time. */
export const meetingSummary = z.object({
  id: z.number().int(),
  hotelCode: z.string(),
  hotelName: z.string(),
  applyName: z.string(),
  contactPhone: z.string(),
  meetingType: z.string(),
  peopleNums: z.string(),
  beginTime: z.string(),
  endTime: z.string(),
  createdAt: z.string(),
  status: z.enum(MEETING_STATUSES),
});
export type MeetingSummary = z.infer<typeof meetingSummary>;

export const meetingList = z.object({
  items: z.array(meetingSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MeetingList = z.infer<typeof meetingList>;

export const meetingHistoryLine = z.object({
  at: z.string(),
  staffEmail: z.string(),
  fromStatus: z.enum(MEETING_STATUSES).nullable(),
  toStatus: z.enum(MEETING_STATUSES).nullable(),
  noteChanged: z.boolean(),
});

export const meetingDetail = meetingSummary.extend({
  /** What the guest wrote. */
  guestNote: z.string(),
  staffNote: z.string(),
  handledAt: z.string().nullable(),
  /** Statuses this request may move to now (besides staying). */
  nextStatuses: z.array(z.enum(MEETING_STATUSES)),
  history: z.array(meetingHistoryLine),
});
export type MeetingDetail = z.infer<typeof meetingDetail>;

export const meetingsEndpoints = {
  list: adminEndpoint({ method: 'GET', path: '/adminapi/v1/meetings', input: meetingListInput, output: meetingList }),
  detail: adminEndpoint({ method: 'GET', path: '/adminapi/v1/meetings/detail', input: meetingDetailInput, output: meetingDetail }),
  update: adminEndpoint({ method: 'POST', path: '/adminapi/v1/meetings/update', input: meetingUpdateInput, output: meetingDetail }),
};

function meetingHotel() {
  return z.string({ error: MEETINGS_MESSAGES.hotelInvalid }).trim().regex(/^pro\d{3}$/, MEETINGS_MESSAGES.hotelInvalid);
}

function meetingId() {
  return adminIdField(MEETINGS_MESSAGES.idInvalid);
}

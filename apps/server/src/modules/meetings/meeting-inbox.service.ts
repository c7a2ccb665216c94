import {
  canMoveMeeting,
  MEETING_TRANSITIONS,
  MEETINGS_MESSAGES,
  MEETINGS_PAGE_SIZE,
  type MeetingDetail,
  type MeetingList,
  type MeetingStatus,
  type MeetingSummary,
  type MeetingUpdateInput,
} from '@hotel/shared/schemas/admin/meetings';
import { badRequest, notFound } from '../../lib/api-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RunInTransaction } from '../../lib/transaction.ts';
import type { AuditLine, AuditTrail } from '../audit/index.ts';
import type { HotelService } from '../hotel/index.ts';
import type { SignedInStaff, StaffAccess } from '../staff/index.ts';
import type { MeetingRepository, MeetingRow } from './meeting.repository.ts';

export const MEETING_ENTITY = 'meeting_request';

interface AuditedFields {
  status: MeetingStatus;
  staffNote: string;
}

/**
 * The back office's side of meeting requests: a hotel's inbox, one request, and its answer
 * (status and staff note). The guest's request itself never changes. A request is only ever
 * shown or changed for a person who may handle its own hotel: another hotel's is "not found".
 */
export class MeetingInboxService {
  constructor(
    private readonly inTransaction: RunInTransaction,
    private readonly meetings: MeetingRepository,
    private readonly hotels: HotelService,
    private readonly access: StaffAccess,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
  ) {}

  async list(input: { hotel: string; status?: MeetingStatus | undefined; page: number }): Promise<MeetingList> {
    const hotel = await this.hotels.requireHotel(input.hotel);
    const filter = { hotelCode: hotel.code, ...(input.status ? { status: input.status } : {}) };
    const [rows, total] = await Promise.all([
      this.meetings.list(filter, MEETINGS_PAGE_SIZE, (input.page - 1) * MEETINGS_PAGE_SIZE),
      this.meetings.count(filter),
    ]);
    const names = await this.hotels.namesByCode([hotel.code]);
    return { items: rows.map((row) => toSummary(row, names)), total, page: input.page, pageSize: MEETINGS_PAGE_SIZE };
  }

  async detail(staff: SignedInStaff, input: { hotel: string; id: number }): Promise<MeetingDetail> {
    const row = this.own(staff, input.hotel, await this.meetings.findById(input.id));
    return this.toDetail(row);
  }

  /** Moves the status (MEETING_TRANSITIONS) and keeps the note, audited in the same transaction. */
  async update(staff: SignedInStaff, input: MeetingUpdateInput): Promise<{ detail: MeetingDetail; changed: boolean }> {
    const changed = await this.inTransaction(async (tx) => {
      const row = this.own(staff, input.hotel, await this.meetings.lock(tx, input.id));
      if (!canMoveMeeting(row.status, input.status)) throw badRequest(MEETINGS_MESSAGES.transitionRefused(row.status, input.status));
      const before: AuditedFields = { status: row.status, staffNote: row.staffNote };
      const after: AuditedFields = { status: input.status, staffNote: input.note };
      if (before.status === after.status && before.staffNote === after.staffNote) return false;
      await this.meetings.answer(tx, row.id, { ...after, handledAt: this.clock(), handledBy: staff.staffId });
      await this.audit.record(tx, staff, {
        hotelCode: row.hotelCode,
        entity: MEETING_ENTITY,
        entityId: row.id,
        action: before.status === after.status ? 'note' : 'status',
        before,
        after,
      });
      return true;
    });
    const row = await this.meetings.findById(input.id);
    return { detail: await this.toDetail(row!), changed };
  }

  /** The request when it is the named hotel's and this person may handle that hotel; 404 otherwise. */
  private own(staff: SignedInStaff, hotel: string, row: MeetingRow | undefined): MeetingRow {
    if (!row || row.hotelCode !== hotel || !this.access.can(staff, 'meetings.handle', row.hotelCode)) throw notFound(MEETINGS_MESSAGES.notFound);
    return row;
  }

  private async toDetail(row: MeetingRow): Promise<MeetingDetail> {
    const [names, lines] = await Promise.all([this.hotels.namesByCode([row.hotelCode]), this.audit.historyOf(MEETING_ENTITY, row.id)]);
    return {
      ...toSummary(row, names),
      guestNote: row.note,
      staffNote: row.staffNote,
      handledAt: row.handledAt?.toISOString() ?? null,
      nextStatuses: [...MEETING_TRANSITIONS[row.status]],
      history: lines.map(toHistoryLine),
    };
  }
}

function toSummary(row: MeetingRow, names: Map<string, string>): MeetingSummary {
  return {
    id: row.id,
    hotelCode: row.hotelCode,
    hotelName: names.get(row.hotelCode) ?? row.hotelCode,
    applyName: row.applyName,
    contactPhone: row.contactPhone,
    meetingType: row.meetingType,
    peopleNums: row.peopleNums,
    beginTime: row.beginTime.toISOString(),
    endTime: row.endTime.toISOString(),
    createdAt: row.createdAt.toISOString(),
    status: row.status,
  };
}

function toHistoryLine(line: AuditLine): MeetingDetail['history'][number] {
  const before = line.before as Partial<AuditedFields> | null;
  const after = line.after as Partial<AuditedFields> | null;
  return {
    at: line.at.toISOString(),
    staffEmail: line.staffEmail,
    fromStatus: before?.status ?? null,
    toStatus: after?.status ?? null,
    noteChanged: (before?.staffNote ?? '') !== (after?.staffNote ?? ''),
  };
}

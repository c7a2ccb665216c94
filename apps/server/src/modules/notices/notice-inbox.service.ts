import { GROUP_CODE } from '@hotel/shared/constants';
import { NOTICE_KINDS, NOTICES_MESSAGES, NOTICES_PAGE_SIZE, type NoticeDetail, type NoticeList, type NoticeSummary } from '@hotel/shared/schemas/admin/notices';
import { notFound } from '../../lib/api-error.ts';
import type { HotelService } from '../hotel/index.ts';
import type { SignedInStaff, StaffAccess } from '../staff/index.ts';
import type { NoticeFilter, NoticeRepository, NoticeRow } from './notice.repository.ts';
import type { NoticeService } from './notice.service.ts';

const ORDER_KINDS = new Set<NoticeRow['kind']>(['booked', 'changed', 'cancelled']);

/**
 * The back office's notices (decision 0043). The guard has checked notices.view for the named
 * hotel; here the list is that hotel's, or everything (alerts too) for a group administrator who
 * names the group. Meeting notices only for those who handle meetings (the front desk does not);
 * a notice outside what this person may list is "not found".
 */
export class NoticeInboxService {
  constructor(
    private readonly notices: NoticeRepository,
    private readonly sending: NoticeService,
    private readonly hotels: HotelService,
    private readonly access: StaffAccess,
  ) {}

  async list(staff: SignedInStaff, input: { hotel: string; page: number }): Promise<NoticeList> {
    const filter = await this.filterFor(staff, input.hotel);
    const hotel = await this.hotels.requireHotel(input.hotel);
    const [rows, total] = await Promise.all([this.notices.list(filter, NOTICES_PAGE_SIZE, (input.page - 1) * NOTICES_PAGE_SIZE), this.notices.count(filter)]);
    const names = await this.hotels.namesByCode(rows.flatMap((r) => (r.hotelCode ? [r.hotelCode] : [])));
    return { address: filter.scope === 'all' ? null : hotel.reservationEmail, items: rows.map((row) => toSummary(row, names)), total, page: input.page, pageSize: NOTICES_PAGE_SIZE };
  }

  async detail(staff: SignedInStaff, input: { hotel: string; id: number }): Promise<NoticeDetail> {
    const filter = await this.filterFor(staff, input.hotel);
    const row = await this.notices.findById(input.id);
    const listed = row && filter.kinds.includes(row.kind) && (filter.scope === 'all' || (row.hotelCode !== null && filter.scope.includes(row.hotelCode)));
    if (!row || !listed) throw notFound(NOTICES_MESSAGES.notFound);
    const [names, composed] = await Promise.all([this.hotels.namesByCode(row.hotelCode ? [row.hotelCode] : []), this.sending.compose(row)]);
    return { ...toSummary(row, names), to: composed?.to ?? null, subject: composed?.mail.subject ?? '', text: composed?.mail.text ?? '' };
  }

  private async filterFor(staff: SignedInStaff, hotel: string): Promise<NoticeFilter> {
    const { code } = await this.hotels.requireHotel(hotel);
    const everything = code === GROUP_CODE && staff.role === 'group_admin';
    const kinds = NOTICE_KINDS.filter((kind) => kind !== 'meeting' || this.access.can(staff, 'meetings.handle', code));
    return { scope: everything ? 'all' : [code], kinds: everything ? kinds : kinds.filter((k) => k === 'meeting' || ORDER_KINDS.has(k)) };
  }
}

function toSummary(row: NoticeRow, names: Map<string, string>): NoticeSummary {
  return {
    id: row.id,
    kind: row.kind,
    hotelCode: row.hotelCode,
    hotelName: row.hotelCode ? (names.get(row.hotelCode) ?? row.hotelCode) : null,
    // An order notice's key begins with the order's number (`<orderNo>/<event>`, `<orderNo>/changed/A<id>`).
    orderNo: ORDER_KINDS.has(row.kind) ? (row.key.split('/')[0] ?? null) : null,
    meetingId: row.meetingId,
    state: row.mailState,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

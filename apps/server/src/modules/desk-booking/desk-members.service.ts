import { CLOSED_MEMBER_NAME } from '@hotel/shared/privacy';
import { DESK_BOOKING_MESSAGES as M } from '@hotel/shared/messages';
import type { DeskMember } from '@hotel/shared/schemas/admin/desk-booking';
import type { MemberSummary } from '@hotel/shared/schemas/admin/members';
import { ApiError, notFound } from '../../lib/api-error.ts';
import { maskMobile } from '../sms/index.ts';

/** User's member lookup (MemberLookupService): the group's members by mobile or card number, and one by id. */
export interface BookingMembers {
  search(q: string): Promise<{ items: MemberSummary[] }>;
  detail(id: number): Promise<MemberSummary>;
}

/** A member the booking is made for: who, and the card's phone and level (the order copies the name and phone). */
export type BookingMember = Pick<MemberSummary, 'id' | 'name' | 'mobile' | 'level'>;

/** A closed account keeps its row with placeholders (decision 0033): nobody can book for it. */
const isClosed = (m: Pick<MemberSummary, 'name' | 'mobile'>) => m.name === CLOSED_MEMBER_NAME || m.mobile.startsWith('closed-');

/**
 * The desk's member lookup for a booking (permission orders.book, unlike the group's member
 * screens): only an exact phone number or card number finds anyone, never part of one, so the desk
 * cannot browse the members; the answer is the name, a masked phone and the level, nothing else.
 */
export class DeskMembersService {
  constructor(private readonly members: BookingMembers) {}

  async find(q: string): Promise<DeskMember[]> {
    const { items } = await this.members.search(q);
    return items
      .filter((m) => !isClosed(m) && (m.mobile === q || m.cardNo.toUpperCase() === q))
      .map((m) => ({ id: m.id, name: m.name, maskedMobile: maskMobile(m.mobile), level: m.level }));
  }

  /** The member a booking names (an id from find); unknown or closed: 404. */
  async require(id: number): Promise<BookingMember> {
    let member: MemberSummary;
    try {
      member = await this.members.detail(id);
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 404) throw notFound(M.memberNotFound);
      throw error;
    }
    if (isClosed(member)) throw notFound(M.memberNotFound);
    return { id: member.id, name: member.name, mobile: member.mobile, level: member.level };
  }
}

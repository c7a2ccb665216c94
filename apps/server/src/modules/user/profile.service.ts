import { MEMBER_LEVELS } from '@hotel/shared/member-levels';
import type { UserDetail } from '@hotel/shared/schemas/user';
import type { Clock } from '../../lib/clock.ts';
import type { MemberRepository } from './member.repository.ts';

/** Thrown when a live session points at a member that is gone; the route answers 'not logged in'. */
export class MemberGone extends Error {}

/** The member centre: a member reads and renames only themself (the id comes from the session). */
export class ProfileService {
  constructor(
    private readonly members: MemberRepository,
    private readonly clock: Clock,
  ) {}

  async detail(memberId: number): Promise<UserDetail> {
    const row = await this.members.findProfile(memberId);
    if (!row) throw new MemberGone();
    return {
      id: row.id,
      userName: row.name,
      vipName: MEMBER_LEVELS[row.level].name,
      cardNo: row.cardNo,
      score: row.points,
      moible: row.mobile,
      photo: '',
      level: row.level,
      balance: row.balance,
      sex: row.sex,
      birthDay: row.birthday,
      country: row.country,
    };
  }

  async rename(memberId: number, name: string): Promise<void> {
    if (!(await this.members.rename(memberId, name, this.clock()))) throw new MemberGone();
  }
}

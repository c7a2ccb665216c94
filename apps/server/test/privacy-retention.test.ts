import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RETENTION_DAYS } from '@hotel/shared/privacy';
import { roomHolds } from '@hotel/db/schema/holds';
import { meetingRequests } from '@hotel/db/schema/meetings';
import { sessions } from '@hotel/db/schema/session';
import { smsCodes, smsOutbox } from '@hotel/db/schema/sms';
import { members } from '@hotel/db/schema/user';
import { staff, staffPasswordLinks, staffPendingLogins, staffSessions } from '@hotel/db/schema/staff';
import { DAY, randomMobile, useMemberApp } from './helpers/member-app.ts';

/** purgeExpiredPersonalData(now): each kind of record goes after its documented period, not before (decision 0033). */
const t = useMemberApp();

const ago = (now: Date, days: number, extraMs = 0) => new Date(now.getTime() - days * DAY - extraMs);
const hex = () => crypto.randomUUID().replaceAll('-', '').padEnd(64, '0');
const HOUR = 60 * 60 * 1000;

describe('purgeExpiredPersonalData', () => {
  it('deletes what ended before its period and keeps what is younger, on every table it covers', async () => {
    const now = t.clock.now();
    const old = (days: number) => ago(now, days, HOUR);
    const young = (days: number) => ago(now, days, -HOUR);
    const [member] = await t.db.select({ id: members.id }).from(members).limit(1);
    const [person] = await t.db
      .insert(staff)
      .values({ email: `retention-${hex().slice(0, 8)}@example.test`, displayName: '保存 期間', passwordHash: 'x', role: 'front_desk' })
      .returning({ id: staff.id });
    const mobile = randomMobile();

    const outbox = await t.db
      .insert(smsOutbox)
      .values([
        { mobile, purpose: 2, code: '123456', body: 'old', sentAt: old(RETENTION_DAYS.smsOutbox) },
        { mobile, purpose: 2, code: '654321', body: 'young', sentAt: young(RETENTION_DAYS.smsOutbox) },
      ])
      .returning({ id: smsOutbox.id });
    const codes = await t.db
      .insert(smsCodes)
      .values(
        [old(RETENTION_DAYS.smsCodes), young(RETENTION_DAYS.smsCodes)].map((createdAt) => ({ mobile, purpose: 2, codeHash: 'h', clientIp: '10.0.0.1', expiresAt: createdAt, createdAt })),
      )
      .returning({ id: smsCodes.id });
    const memberSessions = await t.db
      .insert(sessions)
      .values([
        { memberId: member!.id, tokenHash: hex(), createdAt: old(400), expiresAt: old(RETENTION_DAYS.memberSessions) },
        { memberId: member!.id, tokenHash: hex(), createdAt: old(400), expiresAt: now, revokedAt: old(RETENTION_DAYS.memberSessions) },
        { memberId: member!.id, tokenHash: hex(), createdAt: old(400), expiresAt: young(RETENTION_DAYS.memberSessions) },
        { memberId: member!.id, tokenHash: hex(), createdAt: old(1), expiresAt: new Date(now.getTime() + DAY) },
      ])
      .returning({ id: sessions.id });
    const staffRows = await t.db
      .insert(staffSessions)
      .values([
        { staffId: person!.id, tokenHash: hex(), createdAt: old(100), lastSeenAt: old(RETENTION_DAYS.staffSessions), expiresAt: old(RETENTION_DAYS.staffSessions) },
        { staffId: person!.id, tokenHash: hex(), createdAt: old(100), lastSeenAt: young(RETENTION_DAYS.staffSessions), expiresAt: young(RETENTION_DAYS.staffSessions) },
      ])
      .returning({ id: staffSessions.id });
    const pending = await t.db
      .insert(staffPendingLogins)
      .values([
        { staffId: person!.id, tokenHash: hex(), expiresAt: old(RETENTION_DAYS.staffTokens) },
        { staffId: person!.id, tokenHash: hex(), expiresAt: young(RETENTION_DAYS.staffTokens) },
      ])
      .returning({ id: staffPendingLogins.id });
    const links = await t.db
      .insert(staffPasswordLinks)
      .values([
        { staffId: person!.id, tokenHash: hex(), createdAt: old(100), expiresAt: old(RETENTION_DAYS.staffTokens) },
        { staffId: person!.id, tokenHash: hex(), createdAt: old(100), expiresAt: young(RETENTION_DAYS.staffTokens) },
      ])
      .returning({ id: staffPasswordLinks.id });
    const stay = {
      memberId: member!.id,
      hotelCode: 'pro001',
      roomTypeCode: 'SK',
      roomTypeName: 'x',
      rateCode: 'BAR',
      rateName: 'x',
      checkIn: '2026-01-01',
      checkOut: '2026-01-02',
      nights: 1,
      roomQty: 1,
      breakfast: 'なし',
      payment: 'hotel' as const,
      isFreeCancel: true,
      nightlyPrices: [],
      totalAmount: 100,
    };
    const holdNo = () => `T${hex().slice(0, 20)}`;
    const holds = await t.db
      .insert(roomHolds)
      .values([
        { ...stay, orderNo: holdNo(), status: 'released' as const, expiresAt: old(RETENTION_DAYS.roomHolds) },
        { ...stay, orderNo: holdNo(), status: 'converted' as const, expiresAt: old(RETENTION_DAYS.roomHolds) },
        { ...stay, orderNo: holdNo(), status: 'released' as const, expiresAt: young(RETENTION_DAYS.roomHolds) },
        // Held past its expiry but not yet released: the release pass gives its rooms back first.
        { ...stay, orderNo: holdNo(), status: 'held' as const, expiresAt: old(RETENTION_DAYS.roomHolds) },
      ])
      .returning({ id: roomHolds.id });
    const meeting = { hotelCode: 'pro001', applyName: '会議 太郎', contactPhone: '13900001111', meetingType: '会議', peopleNums: '10-50', note: 'メモ' };
    const meetings = await t.db
      .insert(meetingRequests)
      .values([
        { ...meeting, beginTime: old(RETENTION_DAYS.meetingContacts + 1), endTime: old(RETENTION_DAYS.meetingContacts) },
        { ...meeting, beginTime: old(RETENTION_DAYS.meetingContacts), endTime: young(RETENTION_DAYS.meetingContacts) },
      ])
      .returning({ id: meetingRequests.id });

    const result = await t.app.purgeExpiredPersonalData(now);

    const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
    const left = async (table: typeof smsOutbox | typeof smsCodes | typeof sessions | typeof staffSessions | typeof staffPendingLogins | typeof staffPasswordLinks | typeof roomHolds, rows: { id: number }[]) =>
      ids(await t.db.select({ id: table.id }).from(table).where(inArray(table.id, ids(rows)))).sort((a, b) => a - b);
    expect(await left(smsOutbox, outbox)).toEqual([outbox[1]!.id]);
    expect(await left(smsCodes, codes)).toEqual([codes[1]!.id]);
    expect(await left(sessions, memberSessions)).toEqual([memberSessions[2]!.id, memberSessions[3]!.id]);
    expect(await left(staffSessions, staffRows)).toEqual([staffRows[1]!.id]);
    expect(await left(staffPendingLogins, pending)).toEqual([pending[1]!.id]);
    expect(await left(staffPasswordLinks, links)).toEqual([links[1]!.id]);
    expect(await left(roomHolds, holds)).toEqual([holds[2]!.id, holds[3]!.id]);
    const meetingRows = await t.db.select().from(meetingRequests).where(inArray(meetingRequests.id, ids(meetings))).orderBy(meetingRequests.id);
    expect(meetingRows.map((m) => [m.contactPhone, m.note, m.hotelCode])).toEqual([
      ['', '', 'pro001'],
      ['13900001111', 'メモ', 'pro001'],
    ]);
    expect(meetingRows[0]!.applyName).not.toBe('会議 太郎');
    expect(result).toMatchObject({ smsOutbox: 1, smsCodes: 1, memberSessions: 2, staffSessions: 1, staffPendingLogins: 1, staffPasswordLinks: 1, roomHolds: 2, meetingContacts: 1 });

    // A second run finds nothing more: safe to run daily on every process.
    const again = await t.app.purgeExpiredPersonalData(now);
    expect(Object.values(again).every((n) => n === 0)).toBe(true);
  });
});

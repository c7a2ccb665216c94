import type { MemberDataExport } from '@hotel/shared/schemas/privacy';
import type { Clock } from '../../lib/clock.ts';
import type { MemberPrivacyRepository } from './member-privacy.repository.ts';
import { MemberGone } from './profile.service.ts';

type OrderExport = Omit<MemberDataExport['orders'][number], 'createdAt' | 'paidAt' | 'cancelledAt'> & {
  id: number;
  createdAt: Date;
  paidAt: Date | null;
  cancelledAt: Date | null;
};
/** A payment of one of the member's orders, with its refunds: amounts and states only (pay answers it). */
export interface PaymentExport {
  orderId: number;
  method: string;
  amount: number;
  status: string;
  createdAt: Date;
  paidAt: Date | null;
  refunds: { amount: number; status: string; createdAt: Date; completedAt: Date | null }[];
}

/** Other modules' data of a member, ports handed to user's factory (module.ts; user imports neither orders nor pay). */
export interface MemberDataSources {
  ordersOf(memberId: number): Promise<OrderExport[]>;
  paymentsOf(orderIds: number[]): Promise<PaymentExport[]>;
  sessionsOf(memberId: number): Promise<{ createdAt: Date; expiresAt: Date; revokedAt: Date | null; userAgent: string | null }[]>;
  couponsOf(memberId: number): Promise<{ code: string; title: string; kind: string; value: number; minSpend: number; state: string; issuedAt: Date; expiresAt: Date; usedAt: Date | null }[]>;
  fapiaoOf(memberId: number): Promise<FapiaoExport[]>;
}

/** A fapiao request of the member (decision 0071): the buyer's details as entered, its state and dates. */
type FapiaoExport = Omit<MemberDataExport['fapiao'][number], 'orderNo' | 'createdAt' | 'issuedAt' | 'sentAt'> & { orderId: number; createdAt: Date; issuedAt: Date | null; sentAt: Date | null };

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** The member's right of access: everything we hold about them, as one JSON document (decision 0033). */
export class MemberDataExportService {
  constructor(
    private readonly privacy: MemberPrivacyRepository,
    private readonly sources: MemberDataSources,
    private readonly clock: Clock,
  ) {}

  async exportOf(memberId: number): Promise<MemberDataExport> {
    const profile = await this.privacy.profileOf(memberId);
    if (!profile || profile.closedAt) throw new MemberGone();
    const [consents, points, orders, sessions, coupons, fapiao] = await Promise.all([
      this.privacy.consentsOf(memberId),
      this.privacy.pointsOf(memberId),
      this.sources.ordersOf(memberId),
      this.sources.sessionsOf(memberId),
      this.sources.couponsOf(memberId),
      this.sources.fapiaoOf(memberId),
    ]);
    const payments = await this.sources.paymentsOf(orders.map((o) => o.id));
    const orderNoOf = new Map(orders.map((o) => [o.id, o.orderNo]));
    return {
      about: 'フェルトン・ホテルズ&リゾーツが保有するお客様の会員データ (Felton Hotels & Resorts: the personal data we hold about this member)',
      exportedAt: iso(this.clock()),
      profile: {
        cardNo: profile.cardNo,
        name: profile.name,
        mobile: profile.mobile,
        dialCode: profile.dialCode,
        sex: profile.sex,
        birthDay: profile.birthday,
        country: profile.country,
        language: profile.language,
        level: profile.level,
        points: profile.points,
        balance: profile.balance,
        registeredAt: iso(profile.createdAt),
      },
      consents: consents.map((c) => ({ ...c, givenAt: iso(c.givenAt), withdrawnAt: isoOrNull(c.withdrawnAt) })),
      orders: orders.map(({ id: _id, ...o }) => ({ ...o, createdAt: iso(o.createdAt), paidAt: isoOrNull(o.paidAt), cancelledAt: isoOrNull(o.cancelledAt) })),
      payments: payments.map(({ orderId, ...p }) => ({
        ...p,
        orderNo: orderNoOf.get(orderId) ?? '',
        createdAt: iso(p.createdAt),
        paidAt: isoOrNull(p.paidAt),
        refunds: p.refunds.map((r) => ({ ...r, createdAt: iso(r.createdAt), completedAt: isoOrNull(r.completedAt) })),
      })),
      points: points.map((p) => ({ ...p, at: iso(p.at) })),
      coupons: coupons.map((c) => ({ ...c, issuedAt: iso(c.issuedAt), expiresAt: iso(c.expiresAt), usedAt: isoOrNull(c.usedAt) })),
      fapiao: fapiao.map(({ orderId, ...f }) => ({ ...f, orderNo: orderNoOf.get(orderId) ?? '', createdAt: iso(f.createdAt), issuedAt: isoOrNull(f.issuedAt), sentAt: isoOrNull(f.sentAt) })),
      sessions: sessions.map((s) => ({ ...s, createdAt: iso(s.createdAt), expiresAt: iso(s.expiresAt), revokedAt: isoOrNull(s.revokedAt) })),
    };
  }
}

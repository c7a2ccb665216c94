import type { AuditChange } from '../audit/index.ts';
import type { AmendmentRow } from './amendment.repository.ts';
import type { OrderRow } from './order.repository.ts';

const stayValues = (s: AmendmentRow['before']) => ({
  checkIn: s.checkIn,
  checkOut: s.checkOut,
  roomTypeCode: s.roomTypeCode,
  rateCode: s.rateCode,
  roomQty: s.roomQty,
  adultNum: s.adultNum,
  childrenNum: s.childrenNum,
  actualAmount: s.actualAmount,
});

/**
 * A change's audit line (issue 25: every amendment is in the audit log), the same for a staff
 * member's change and a guest's: the stay before and after, the money, why, and whose it was
 * (the member's id for a guest's, whose line has no member of staff).
 */
export function amendmentAuditChange(order: Pick<OrderRow, 'hotelCode' | 'orderNo'>, a: AmendmentRow): AuditChange {
  return {
    hotelCode: order.hotelCode,
    entity: 'order',
    entityId: order.orderNo,
    action: 'change',
    before: stayValues(a.before),
    // What the change carried, without the empty fields a line would only list as （なし） or 0元.
    after: {
      ...stayValues(a.after),
      amendmentId: a.id,
      difference: a.difference,
      rule: a.rule,
      ...(a.memberId === null ? {} : { memberId: a.memberId }),
      ...(a.reason === '' ? {} : { reason: a.reason }),
      ...(a.overrides?.length ? { overrides: a.overrides } : {}),
      ...(a.toPay > 0 ? { toPay: a.toPay } : {}),
      ...(a.refund > 0 ? { refund: a.refund } : {}),
    },
  };
}

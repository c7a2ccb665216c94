import type { Database } from '../client.ts';
import { auditLog } from '../schema/audit.ts';
import { orderNotes } from '../schema/front-desk.ts';
import { orders } from '../schema/orders.ts';
import { addDays, hotelMoment } from '@hotel/shared/hotel-date';
import { demoRoomTypes } from './data/room-types.ts';
import { nightPrice } from './room-night-prices.ts';

type OrderRow = typeof orders.$inferSelect;
type AuditRow = typeof auditLog.$inferInsert;

/** A staff member as the audit log copies them. */
interface Actor {
  id: number;
  email: string;
  name: string;
}

/** The weekend surcharge the manager put on the deluxe king. */
const RAISE = 200;

/** What the front desk records of an order (front-desk.service.ts auditView). */
const deskView = (o: Pick<OrderRow, 'state' | 'payResult' | 'checkedInAt' | 'checkedOutAt'>) => ({
  state: o.state,
  payResult: o.payResult,
  checkedInAt: o.checkedInAt,
  checkedOutAt: o.checkedOutAt,
  noShowReason: null,
  noShowCharge: null,
  cancelCharge: null,
});

/**
 * A few days of pro001's back office, as the staff's own actions write it (same entities,
 * actions and before/after as the server's): the manager raising a night's price, the front desk
 * checking in last night's arrivals and noting a request on one of today's. Lines and the records
 * they describe agree: the price is the night's price now, the check-ins are the orders' own.
 */
export async function seedDemoAudit(db: Database, today: string, people: { manager: Actor; front: Actor }, placed: OrderRow[]): Promise<void> {
  const lines: AuditRow[] = [];
  const by = (actor: Actor) => ({ staffId: actor.id, staffEmail: actor.email, hotelCode: 'pro001' });

  const room = demoRoomTypes().find((r) => r.hotelCode === 'pro001' && r.code === 'DK')!;
  const night = addDays(today, 14);
  const price = nightPrice(room.basePrice, night);
  lines.push({
    ...by(people.manager),
    at: hotelMoment(addDays(today, -3), '10:05'),
    entity: 'room_night',
    entityId: `DK:${night}`,
    action: 'update',
    before: { price: price - RAISE },
    after: { price },
  });

  const checkedInYesterday = placed
    .filter((o) => o.hotelCode === 'pro001' && o.checkIn === addDays(today, -1) && o.checkedInAt && !o.checkedOutAt)
    .sort((a, b) => a.checkedInAt!.getTime() - b.checkedInAt!.getTime())
    .slice(0, 3);
  for (const o of checkedInYesterday) {
    lines.push({
      ...by(people.front),
      at: o.checkedInAt!,
      entity: 'order',
      entityId: o.orderNo,
      action: 'check_in',
      before: deskView({ ...o, checkedInAt: null }),
      after: deskView(o),
    });
  }

  const arriving = placed.find((o) => o.hotelCode === 'pro001' && o.checkIn === today);
  if (arriving) {
    const body = '上海虹橋駅からの送迎を希望。15:30到着の便で手配済み。';
    const at = hotelMoment(addDays(today, -1), '16:40');
    const [note] = await db.insert(orderNotes).values({ orderId: arriving.id, staffId: people.front.id, staffName: people.front.name, body, createdAt: at }).returning({ id: orderNotes.id });
    lines.push({ ...by(people.front), at, entity: 'order', entityId: arriving.orderNo, action: 'note', after: { noteId: note!.id, body } });
  }

  await db.insert(auditLog).values(lines.sort((a, b) => a.at.getTime() - b.at.getTime()));
}

import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { addDays, hotelToday } from '@hotel/shared/hotel-date';

/** Ids of real records in the seeded database, so fuzzed requests name things that exist. */
export interface KnownIds {
  orderIds: number[];
  orderNos: string[];
  revNos: string[];
  payIds: string[];
  contentIds: number[];
  meetingIds: number[];
  memberIds: number[];
  staffIds: number[];
}

const column = async <T>(db: Database, query: string): Promise<T[]> => {
  const result: unknown = await db.execute(sql.raw(query));
  return (result as { rows: Record<string, T>[] }).rows.map((row) => Object.values(row)[0]!);
};

export async function loadKnownIds(db: Database): Promise<KnownIds> {
  return {
    orderIds: await column<number>(db, 'select id from orders order by id limit 20'),
    orderNos: await column<string>(db, 'select order_no from orders order by id limit 20'),
    revNos: await column<string>(db, 'select rev_no from orders order by id limit 20'),
    payIds: await column<string>(db, 'select pay_id from payments order by id limit 10'),
    contentIds: await column<number>(db, '(select id from news order by id limit 5) union (select id from sales order by id limit 5) union (select id from banners order by id limit 5)'),
    meetingIds: await column<number>(db, 'select id from meeting_requests order by id limit 5'),
    memberIds: await column<number>(db, 'select id from members order by id limit 5'),
    staffIds: await column<number>(db, 'select id from staff order by id limit 5'),
  };
}

const orEmpty = <T>(values: T[], fallback: T): T[] => (values.length > 0 ? values : [fallback]);

const day = (offset: number) => addDays(hotelToday(), offset);

/**
 * A value that passes (or nearly passes) the field's check, chosen by the field's name, so that
 * the other fields of the request get past validation and reach the guards and services. A name
 * not known here gets a short string or a small number.
 */
export function plausibleValue(field: string, ids: KnownIds): fc.Arbitrary<unknown> {
  const name = field.toLowerCase();
  const dates = fc.integer({ min: -3, max: 40 }).map(day);
  const smallInt = fc.integer({ min: 0, max: 12 });
  const numeric = <T>(values: T[]) => fc.oneof(fc.constantFrom(...values), fc.constantFrom(...values).map(String));
  switch (name) {
    case 'hotel':
    case 'hotelcode':
      return fc.constantFrom('pro001', 'pro003', 'pro018', 'pro009', 'pro777');
    case 'roomtypecode':
    case 'roomtypes':
      return name === 'roomtypes' ? fc.array(fc.constantFrom('SK', 'DK', 'ZZ'), { maxLength: 3 }) : fc.constantFrom('SK', 'DK', 'ST', 'ZZ', '');
    case 'ratecode':
      return fc.constantFrom('BAR', 'ADV', 'MEM', 'BB', 'ZZZ');
    case 'checkin':
    case 'checkout':
    case 'checkindate':
    case 'checkoutdate':
    case 'from':
    case 'to':
    case 'date':
    case 'mindate':
    case 'maxdate':
    case 'begindate':
    case 'enddate':
    case 'birthday':
      return dates;
    case 'begintime':
    case 'endtime':
    case 'publishfrom':
    case 'publishto':
      return dates.map((d) => `${d} 09:00:00`);
    case 'orderno':
      return fc.constantFrom(...orEmpty(ids.orderNos, 'FO1'));
    case 'revno':
      return fc.constantFrom(...orEmpty(ids.revNos, 'RV1'));
    case 'orderid':
      return numeric(orEmpty(ids.orderIds, 1));
    case 'payid':
      return fc.constantFrom(...orEmpty(ids.payIds, 'PY1'));
    case 'id':
    case 'entityid':
      return numeric([...ids.contentIds, ...ids.meetingIds, ...ids.memberIds, ...ids.staffIds, ...ids.orderIds, 1, 2]);
    case 'staff':
      return numeric(orEmpty(ids.staffIds, 1));
    case 'mobile':
    case 'contactphone':
      return fc.oneof(fc.constant('13800138000'), fc.stringMatching(/^1[3-9]\d{9}$/));
    case 'email':
      return fc.constantFrom('admin@demo.felton', 'front@demo.felton', 'nobody@example.jp');
    case 'code':
    case 'smscode':
      return fc.oneof(fc.constantFrom(1, 2, 3, 4), fc.stringMatching(/^\d{6}$/));
    case 'mode':
    case 'sex':
    case 'type':
      return numeric([0, 1, 2, 3]);
    case 'state':
      return numeric([0, 1, 2, 9, 10, 100]);
    case 'status':
      return fc.constantFrom('new', 'contacted', 'closed', 'pending');
    case 'kind':
      return fc.constantFrom('meeting', 'health', 'tea', 'home', 'stay');
    case 'sid':
      return numeric([18, 75, 76, 78, 199, 200]);
    case 'count':
    case 'page':
    case 'pageindex':
    case 'pagesize':
    case 'days':
    case 'roomqty':
    case 'roomnum':
    case 'adultnum':
    case 'childrennum':
    case 'delta':
    case 'sortorder':
      return numeric([0, 1, 2, 5, 20, 60]);
    case 'pwd':
    case 'password':
    case 'cardpwd':
      return fc.constantFrom('Secret123', 'short', 'FeltonStaff2026x');
    case 'token':
    case 'pendingtoken':
      return fc.stringMatching(/^[A-Za-z0-9_-]{43}$/);
    case 'weekdays':
      return fc.array(fc.integer({ min: 0, max: 7 }), { maxLength: 8 });
    case 'draft':
    case 'memberonly':
    case 'isactive':
    case 'isrecommended':
      return fc.boolean();
    default:
      return fc.oneof(fc.constantFrom('佐藤 健', 'テスト', 'note'), smallInt);
  }
}

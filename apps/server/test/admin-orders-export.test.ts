import { describe, expect, it } from 'vitest';
import { bookStay, dayFromToday, guest, holdRooms, newMember, submitOrder } from './helpers/booking.ts';
import { demoStaff } from './helpers/desk.ts';
import { fakeGateways } from './helpers/fake-gateway.ts';
import { call, useMemberApp } from './helpers/member-app.ts';
import { staffCookieHeader } from './helpers/staff-app.ts';
import { csvCell } from '../src/modules/front-desk/orders-csv.ts';

const t = useMemberApp({ appOptions: { payProvider: fakeGateways() } });

const exportCsv = (token: string, query: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/adminapi/v1/orders/export.csv', query, headers: staffCookieHeader(token) });

describe('GET /adminapi/v1/orders/export.csv', () => {
  it('answers a UTF-8 file with BOM and Japanese headers for Excel, not cached, with a file name', async () => {
    const manager = await demoStaff(t.app, 'manager');
    const member = await newMember(t.app);
    const order = await bookStay(t.app, member.token, { checkIn: dayFromToday(t.clock, 8), checkOut: dayFromToday(t.clock, 9) });
    const response = await exportCsv(manager, { hotel: 'pro001', q: order.orderNo });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="orders-pro001-\d{4}-\d{2}-\d{2}\.csv"/);
    const body = response.rawPayload.toString('utf8');
    expect(body.startsWith('\uFEFF予約番号,状態,宿泊者名,電話番号')).toBe(true);
    const lines = body.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${order.orderNo},予約中,佐藤 健,13912345678`);
  });

  it('makes cells that a spreadsheet would run as a formula plain text', async () => {
    const manager = await demoStaff(t.app, 'manager');
    const member = await newMember(t.app);
    const hold = await holdRooms(t.app, member.token, { checkIn: dayFromToday(t.clock, 9), checkOut: dayFromToday(t.clock, 10) });
    const submitted = await submitOrder(t.app, member.token, guest(hold.body.data.orderNo, { revUser: '=HYPERLINK("http://x","y")', remark: '@SUM(1,2)' }));
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const response = await exportCsv(manager, { hotel: 'pro001', q: submitted.body.data.orderNo });
    const row = response.rawPayload.toString('utf8').split('\r\n')[1]!;
    expect(row).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
    // The request is stored as the guest typed it: a leading @ is made plain text.
    expect(row).toContain("'@SUM(1,2)");
    for (const [value, cell] of [
      ['+1', "'+1"],
      ['-1', "'-1"],
      ['=1+1', "'=1+1"],
      ['@x', "'@x"],
      ['a,b', '"a,b"'],
      ['普通', '普通'],
    ] as const)
      expect(csvCell(value)).toBe(cell);
    expect(csvCell(-5)).toBe('-5');
  });

  it('is for orders.export only: the front desk is refused, as is another hotel', async () => {
    const front = await demoStaff(t.app, 'front');
    const manager = await demoStaff(t.app, 'manager');
    expect((await exportCsv(front, { hotel: 'pro001' })).statusCode).toBe(403);
    expect((await exportCsv(manager, { hotel: 'pro003' })).statusCode).toBe(403);
    const bad = await call(t.app, 'GET', '/adminapi/v1/orders/export.csv', { query: { hotel: 'pro001', from: 'tomorrow' }, headers: staffCookieHeader(manager) });
    expect(bad.status).toBe(400);
  });
});

import { describe, expect, it } from 'vitest';
import { endpoints } from '@hotel/shared/api/endpoints';
import { GROUP_CODE, HOTEL_CODES, SALE_TYPES } from '@hotel/shared/constants';
import { hotelToday } from '@hotel/shared/hotel-date';
import type { Sale } from '@hotel/shared/schemas/hotel';
import { expectFailure, expectSuccess, JAPANESE } from './helpers/expectations.ts';
import { getJson, postJson, useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const salesOf = async (hotelCode: string) =>
  expectSuccess(await postJson<Sale[]>(t.app, endpoints.getsalelist.path, { hotelCode }));

describe('POST /hotel/getsalelist', () => {
  it('lists the running offers of the whole group, group-wide ones first', async () => {
    const sales = await salesOf(GROUP_CODE);
    endpoints.getsalelist.output.parse(sales);
    expect(sales.length).toBeGreaterThanOrEqual(6);
    expect(new Set(sales.map((s) => s.id)).size).toBe(sales.length);
    const firstHotelSale = sales.findIndex((s) => s.isGroup === 0);
    expect(sales.filter((s) => s.isGroup === 1).length).toBeGreaterThan(0);
    if (firstHotelSale >= 0) expect(sales.slice(firstHotelSale).every((s) => s.isGroup === 0)).toBe(true);
    const today = hotelToday();
    for (const sale of sales) {
      expect(sale.title).toMatch(JAPANESE);
      expect(sale.hotelName).toMatch(JAPANESE);
      expect(sale.content).toMatch(/<\w+/);
      expect(SALE_TYPES).toContain(sale.typeName);
      expect(sale.begin).toMatch(ISO_DATE);
      expect(sale.end).toMatch(ISO_DATE);
      expect(sale.begin <= sale.end).toBe(true);
      expect(sale.end >= today).toBe(true);
    }
  });

  it('covers every sale type across the group', async () => {
    const types = new Set((await salesOf(GROUP_CODE)).map((s) => s.typeName));
    expect([...types].sort()).toEqual([...SALE_TYPES].sort());
  });

  it('lists only the offers of the requested hotel', async () => {
    const all = await salesOf(GROUP_CODE);
    let total = 0;
    for (const code of HOTEL_CODES) {
      const sales = await salesOf(code);
      endpoints.getsalelist.output.parse(sales);
      expect(sales.every((s) => s.hotelCode === code)).toBe(true);
      for (const sale of sales) expect(all).toContainEqual(sale);
      total += sales.length;
    }
    expect(total).toBeGreaterThan(0);
    expect((await salesOf('pro001')).length).toBeGreaterThan(0);
  });
});

describe('GET /hotel/getsaledetail', () => {
  it('returns each listed offer in full', async () => {
    const sales = await salesOf(GROUP_CODE);
    for (const sale of sales) {
      const detail = expectSuccess(await getJson<Sale>(t.app, `${endpoints.getsaledetail.path}?id=${sale.id}`));
      endpoints.getsaledetail.output.parse(detail);
      expect(detail).toEqual(sale);
      expect(detail.salesInfo).not.toBe('');
    }
  });

  it('is a 404 for an id that does not exist', async () => {
    const ids = (await salesOf(GROUP_CODE)).map((s) => s.id);
    expectFailure(await getJson(t.app, `${endpoints.getsaledetail.path}?id=${Math.max(...ids) + 1000}`), 404);
  });
});

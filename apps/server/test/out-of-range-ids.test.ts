import { describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '@hotel/shared/api/endpoints';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import type { NewsPage } from '@hotel/shared/schemas/content';
import { newMember } from './helpers/booking.ts';
import { expectFailure } from './helpers/expectations.ts';
import { call, useMemberApp } from './helpers/member-app.ts';

const t = useMemberApp();

/** Ids no record can have: past int4, past any integer, zero, zero-padded zero. */
const UNKNOWABLE = ['99999999999', '2147483648', '123456789012345678901234567890', '0', '000'];

/** Every API operation that looks a record up by a numeric id, and its not-found message. */
const ID_LOOKUPS: { endpoint: EndpointName; param: string; message: string; member?: true }[] = [
  { endpoint: 'getsaledetail', param: 'id', message: SERVER_MESSAGES.saleNotFound },
  { endpoint: 'shownews', param: 'sid', message: SERVER_MESSAGES.newsNotFound },
  { endpoint: 'about', param: 'sid', message: SERVER_MESSAGES.contentNotFound },
  { endpoint: 'page', param: 'code', message: SERVER_MESSAGES.contentNotFound },
  { endpoint: 'getOrderDetail', param: 'orderId', message: SERVER_MESSAGES.orderNotFound, member: true },
  { endpoint: 'cancleOrder', param: 'orderId', message: SERVER_MESSAGES.orderNotFound, member: true },
];

let member: Promise<{ token: string }> | undefined;
const memberToken = async () => (await (member ??= newMember(t.app))).token;

describe('an id past its column is "not found", like any unknown record', () => {
  const cases = ID_LOOKUPS.flatMap((lookup) => UNKNOWABLE.map((id) => [`${lookup.endpoint}?${lookup.param}=${id}`, lookup, id] as const));

  it.each(cases)('%s → 404', async (_name, lookup, id) => {
    const headers = lookup.member ? { usertoken: await memberToken() } : undefined;
    const response = await call(t.app, 'GET', endpoints[lookup.endpoint].path, { query: { [lookup.param]: id }, ...(headers ? { headers } : {}) });
    expectFailure(response, 404);
    expect(response.body.message).toBe(lookup.message);
  });

  it('lists no news for a category past the smallint column, like any unknown category', async () => {
    for (const sid of ['0', '40000', '99999999999']) {
      const response = await call<NewsPage>(t.app, 'GET', endpoints.newslist.path, { query: { sid } });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(response.body.data).toMatchObject({ total: 0, list: [] });
    }
  });

  it('still refuses what is not plain digits', async () => {
    for (const id of ['1e3', '0x10', '-1', '1.5', 'x']) {
      expectFailure(await call(t.app, 'GET', endpoints.getsaledetail.path, { query: { id } }), 400);
    }
  });
});

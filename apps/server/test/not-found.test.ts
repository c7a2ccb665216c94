import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '@hotel/shared/api/endpoints';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { expectFailure } from './helpers/expectations.ts';
import { newMember } from './helpers/booking.ts';
import { MEMBER_ENDPOINTS } from './helpers/member-endpoints.ts';
import { getJson, postJson, postRaw, useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const names = Object.keys(endpoints) as EndpointName[];
const postEndpoints = names.filter((name) => endpoints[name].method === 'POST');

describe('unknown API paths', () => {
  it.each([
    ['GET', '/crsapi/v1/hotel/getNothing'],
    ['POST', '/crsapi/v1/hotel/getNothing'],
    ['GET', '/crsapi/v1'],
    ['GET', '/crsapi/v2/hotel/getGroupCities'],
    ['GET', '/crsapi/v1/hotel/getgroupcities'],
    ['GET', '/cms/nothing.aspx'],
    ['POST', '/cms/newslist.aspx'],
  ] as const)('%s %s is a 404 envelope', async (method, url) => {
    const response = method === 'GET' ? await getJson(t.app, url) : await postJson(t.app, url, {});
    expectFailure(response, 404);
    expect(response.body.message).toBe(SERVER_MESSAGES.routeNotFound);
  });

  it.each(names)('%s called with the wrong method is a 404 envelope', async (name) => {
    const { method, path } = endpoints[name];
    const response = method === 'GET' ? await postJson(t.app, path, {}) : await getJson(t.app, `${path}?HotelCode=pro001`);
    expectFailure(response, 404);
    expect(response.body.message).toBe(SERVER_MESSAGES.routeNotFound);
  });

  it('accepts a trailing slash on a real path', async () => {
    const response = await getJson(t.app, `${endpoints.getGroupCities.path}/`);
    expect(response.status).toBe(200);
  });
});

describe('malformed request bodies', () => {
  // Member endpoints check the session before the body (decision 0054): they are sent signed in.
  let memberToken = '';
  beforeAll(async () => {
    memberToken = (await newMember(t.app)).token;
  });
  const headersFor = (name: EndpointName): Record<string, string> => (MEMBER_ENDPOINTS.has(name) ? { usertoken: memberToken } : {});

  it.each(postEndpoints)('%s: broken JSON is a 400', async (name) => {
    const response = await postRaw(t.app, endpoints[name].path, '{"HotelCode": "pro001",', 'application/json', headersFor(name));
    expectFailure(response, 400);
    expect(response.body.message).toBe(SERVER_MESSAGES.badRequest);
  });

  it.each(postEndpoints)('%s: an empty JSON body is a 400', async (name) => {
    const response = await postRaw(t.app, endpoints[name].path, '', 'application/json', headersFor(name));
    expectFailure(response, 400);
  });

  // Fastify reads text/plain as a string, which the body schema then refuses.
  it.each(postEndpoints)('%s: a plain-text body is a 400', async (name) => {
    expectFailure(await postRaw(t.app, endpoints[name].path, 'HotelCode=pro001', 'text/plain', headersFor(name)), 400);
  });

  it.each(postEndpoints)('%s: a content type without a parser is a 415', async (name) => {
    const response = await postRaw(t.app, endpoints[name].path, 'HotelCode=pro001', 'application/x-www-form-urlencoded', headersFor(name));
    expectFailure(response, 415);
    expect(response.body.message).toBe(SERVER_MESSAGES.badRequest);
  });

  it('refuses a body over the size limit with a 413', async () => {
    const response = await postJson(t.app, endpoints.getBanner.path, { HotelCode: 'pro001', padding: 'x'.repeat(1_100_000) });
    expectFailure(response, 413);
  });
});

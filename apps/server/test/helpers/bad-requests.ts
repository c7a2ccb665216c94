import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints, type EndpointName } from '@hotel/shared/api/endpoints';
import { invalidFieldMessage } from '@hotel/shared/messages';
import { expectFailure } from './expectations.ts';
import { getJson, postJson } from './test-app.ts';

/** One bad request and the answer it must get: never a 500, always the failure envelope. */
export interface BadRequestCase {
  endpoint: EndpointName;
  label: string;
  /** Query string for GET endpoints (without '?'), JSON body for POST endpoints. */
  input?: unknown;
  status: 400 | 404;
  /** For a 400 about one field: the message must name it. */
  field?: string;
}

/** A bad query string (GET) or JSON body (POST): the input's form follows the endpoint's method. */
const badInput = (endpoint: EndpointName, label: string, input: unknown, status: 400 | 404, field?: string): BadRequestCase => ({
  endpoint,
  label,
  input,
  status,
  ...(field ? { field } : {}),
});

export const badGet: (endpoint: EndpointName, label: string, query: string, status: 400 | 404, field?: string) => BadRequestCase = badInput;
export const badPost: (endpoint: EndpointName, label: string, body: unknown, status: 400 | 404, field?: string) => BadRequestCase = badInput;

/** A query field that must be a whole number in plain digits (0 is plain digits: an unknown id, see out-of-range-ids.test.ts). */
export const notPositiveIntegerCases = (endpoint: EndpointName, field: string): BadRequestCase[] =>
  ['x', '-1', '1.5', '1x'].map((value) => badGet(endpoint, `${field} ${value}`, `${field}=${value}`, 400, field));

/** The headers a case is sent with (a member's token for a member endpoint). */
export type HeadersFor = (endpoint: EndpointName) => Record<string, string>;

export async function expectBadRequest(app: FastifyInstance, c: BadRequestCase, headersFor: HeadersFor = () => ({})): Promise<void> {
  const { method, path } = endpoints[c.endpoint];
  const headers = headersFor(c.endpoint);
  const response =
    method === 'GET'
      ? await getJson(app, typeof c.input === 'string' && c.input ? `${path}?${c.input}` : path, headers)
      : await postJson(app, path, c.input, headers);
  expectFailure(response, c.status);
  if (c.field) expect(response.body.message).toBe(invalidFieldMessage(c.field));
}

export const caseName = (c: BadRequestCase) => `${c.endpoint}: ${c.label} → ${c.status}`;

/**
 * The bad-input suite of one service (endpoints under `prefix`): every case, the shared
 * out-of-range cases of that service, and a check that every endpoint taking input has cases.
 */
export function describeBadInput(
  title: string,
  t: { readonly app: FastifyInstance },
  prefix: '/cms/' | '/crsapi/',
  cases: BadRequestCase[],
  headersFor?: HeadersFor,
): void {
  describe(title, () => {
    const outOfRange = OUT_OF_RANGE_CASES.filter((c) => endpoints[c.endpoint].path.startsWith(prefix));
    it.each([...cases, ...outOfRange].map((c) => [caseName(c), c] as const))('%s', async (_name, c) => {
      await expectBadRequest(t.app, c, headersFor);
    });

    it(`covers every ${prefix} endpoint that takes input`, () => {
      const withInput = (Object.keys(endpoints) as EndpointName[]).filter(
        (name) => endpoints[name].path.startsWith(prefix) && Object.keys(endpoints[name].input.shape).length > 0,
      );
      expect(new Set(cases.map((c) => c.endpoint))).toEqual(new Set(withInput));
    });
  });
}

/**
 * Numbers not in plain digits. (Plain digits past their column's range name no record: 404,
 * checked in out-of-range-ids.test.ts.)
 */
export const OUT_OF_RANGE_CASES: BadRequestCase[] = [
  badGet('getsaledetail', 'id in exponent form', 'id=1e3', 400, 'id'),
  badGet('getsaledetail', 'id in hex', 'id=0x10', 400, 'id'),
];

import { expect } from 'vitest';
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

export const badGet = (endpoint: EndpointName, label: string, query: string, status: 400 | 404, field?: string): BadRequestCase => ({
  endpoint,
  label,
  input: query,
  status,
  ...(field ? { field } : {}),
});

export const badPost = (endpoint: EndpointName, label: string, body: unknown, status: 400 | 404, field?: string): BadRequestCase => ({
  endpoint,
  label,
  input: body,
  status,
  ...(field ? { field } : {}),
});

export async function expectBadRequest(app: FastifyInstance, c: BadRequestCase): Promise<void> {
  const { method, path } = endpoints[c.endpoint];
  const response =
    method === 'GET' ? await getJson(app, typeof c.input === 'string' && c.input ? `${path}?${c.input}` : path) : await postJson(app, path, c.input);
  expectFailure(response, c.status);
  if (c.field) expect(response.body.message).toBe(invalidFieldMessage(c.field));
}

export const caseName = (c: BadRequestCase) => `${c.endpoint}: ${c.label} → ${c.status}`;

/** Numbers past the range of their database column (int4 ids, the smallint news sid) or not in plain digits. */
export const OUT_OF_RANGE_CASES: BadRequestCase[] = [
  badGet('getsaledetail', 'id past int4', 'id=99999999999', 400, 'id'),
  badGet('shownews', 'sid past int4', 'sid=3000000000', 400, 'sid'),
  badGet('newslist', 'sid past smallint', 'sid=40000', 400, 'sid'),
  badGet('about', 'sid past int4', 'sid=3000000000', 400, 'sid'),
  badGet('page', 'code past int4', 'code=3000000000', 400, 'code'),
  badGet('getsaledetail', 'id in exponent form', 'id=1e3', 400, 'id'),
  badGet('getsaledetail', 'id in hex', 'id=0x10', 400, 'id'),
];

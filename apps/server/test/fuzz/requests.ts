import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { IDENTITIES, identityHeaders, type Identity } from './identities.ts';
import { plausibleValue, type KnownIds } from './plausible.ts';
import type { FuzzRoute } from './routes.ts';
import { badHeader, nastyJson, nastyString, PATH_SUFFIXES, RAW_BODIES } from './values.ts';

const MISSING = Symbol('missing');

type Body = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; contentType: string | undefined; payload: string } | { kind: 'form'; fields: Record<string, string> };

/** One generated request, before the identity's tokens are filled in. */
export interface FuzzRequest {
  route: FuzzRoute;
  identity: Identity;
  path: string;
  query: [string, string][];
  body: Body;
  headers: [string, string][];
  /** The client address: many, so per-address limits do not turn the run into 429s. */
  ip: string;
}

/** Percent-encodes anything, lone surrogates included (sent as the bytes of their WTF-8 form). */
export function encodeLoose(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value]
      .map((ch) => {
        const unit = ch.charCodeAt(0);
        if (ch.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
          return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
        }
        return encodeURIComponent(ch);
      })
      .join('');
  }
}

/** Query values are strings: numbers as digits, arrays as repeated keys, anything else as JSON. */
const asQueryValues = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.slice(0, 5).flatMap((v) => (typeof v === 'object' && v !== null ? [JSON.stringify(v)] : [String(v)]));
  if (typeof value === 'string') return [value];
  if (typeof value === 'object' && value !== null) return [JSON.stringify(value)];
  return [String(value)];
};

/** Header values as an HTTP parser would let them through (no control characters, latin-1). */
const headerSafe = (value: string) => value.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?').slice(0, 8000);

/** Each field of the route: absent, plausible (to get past validation) or hostile. */
function fieldsArbitrary(fields: string[], ids: KnownIds): fc.Arbitrary<Record<string, unknown>> {
  const values = fields.map((field) =>
    fc.oneof(
      { weight: 6, arbitrary: plausibleValue(field, ids) },
      { weight: 3, arbitrary: nastyJson },
      { weight: 1, arbitrary: fc.constant(MISSING) },
    ),
  );
  const extra = fc.dictionary(fc.oneof(nastyString, fc.constantFrom('__proto__', 'constructor', 'extra')), nastyJson, { maxKeys: 2 });
  return fc.tuple(fc.tuple(...values), extra, fc.boolean()).map(([chosen, extras, withExtras]) => {
    const record: Record<string, unknown> = Object.create(null);
    fields.forEach((field, i) => {
      if (chosen[i] !== MISSING) record[field] = chosen[i];
    });
    if (withExtras) for (const [key, value] of Object.entries(extras)) record[key] = value;
    return record;
  });
}

const paramValue = fc.oneof(fc.constantFrom('alipay', 'wechat', 'paypal', '1', '0', '-1', '99999999999', '1.webp', '640.webp', 'x'), nastyString.map((s) => s.slice(0, 200)));

function bodyArbitrary(route: FuzzRoute, ids: KnownIds): fc.Arbitrary<Body> {
  if (route.method === 'GET') return fc.constant({ kind: 'none' });
  const fields = fieldsArbitrary(route.bodyFields, ids);
  return fc.oneof(
    { weight: 12, arbitrary: fields.map((value): Body => ({ kind: 'json', value })) },
    { weight: 2, arbitrary: nastyJson.map((value): Body => ({ kind: 'json', value })) },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_BODIES).map((raw): Body => ({ kind: 'raw', ...raw })) },
    { weight: 1, arbitrary: fields.map((value): Body => ({ kind: 'form', fields: Object.fromEntries(Object.entries(value).map(([k, v]) => [k, asQueryValues(v)[0] ?? ''])) })) },
    { weight: 1, arbitrary: fc.constant<Body>({ kind: 'none' }) },
  );
}

/** Requests for one route: its own fields, plausible or hostile, as every identity, with bad headers now and then. */
export function requestArbitrary(route: FuzzRoute, ids: KnownIds): fc.Arbitrary<FuzzRequest> {
  const params = route.url.match(/:[A-Za-z]+/g) ?? [];
  return fc
    .record({
      identity: fc.constantFrom(...IDENTITIES),
      query: route.queryFields.length > 0 || route.method === 'GET' ? fieldsArbitrary(route.queryFields, ids) : fc.constant({}),
      body: bodyArbitrary(route, ids),
      headers: fc.oneof({ weight: 4, arbitrary: fc.constant<[string, string][]>([]) }, { weight: 1, arbitrary: fc.array(badHeader, { maxLength: 3 }) }),
      params: fc.array(paramValue, { minLength: params.length, maxLength: params.length }),
      ip: fc.ipV4(),
      suffix: fc.oneof({ weight: 15, arbitrary: fc.constant('') }, { weight: 1, arbitrary: fc.constantFrom(...PATH_SUFFIXES) }),
    })
    .map(({ identity, query, body, headers, params: values, suffix, ip }) => {
      let path = route.url;
      params.forEach((param, i) => {
        path = path.replace(param, encodeLoose(values[i]!));
      });
      return {
        route,
        identity,
        path: path + suffix,
        query: Object.entries(query).flatMap(([key, value]) => asQueryValues(value).map((v): [string, string] => [key, v])),
        body,
        headers,
        ip,
      };
    });
}

/** The request as app.inject takes it, for the given identity's live tokens. */
export function toInject(request: FuzzRequest, tokens: { member: string; staff: string }): InjectOptions {
  const headers: Record<string, string> = { ...identityHeaders(request.identity, tokens) };
  for (const [name, value] of request.headers) headers[name] = headerSafe(value);
  const search = request.query.map(([k, v]) => `${encodeLoose(k)}=${encodeLoose(v)}`).join('&');
  const options: InjectOptions = { method: request.route.method, url: search ? `${request.path}?${search}` : request.path, headers, remoteAddress: request.ip };
  const { body } = request;
  if (body.kind === 'json') {
    options.payload = JSON.stringify(body.value) ?? 'null';
    headers['content-type'] ??= 'application/json';
  } else if (body.kind === 'raw') {
    options.payload = body.payload;
    if (body.contentType === undefined) delete headers['content-type'];
    else headers['content-type'] = body.contentType;
  } else if (body.kind === 'form') {
    options.payload = new URLSearchParams(body.fields).toString();
    headers['content-type'] = 'application/x-www-form-urlencoded';
  }
  return options;
}

/** A short description of a request for a failure message (huge values cut). */
export function describeRequest(request: FuzzRequest): string {
  const cut = (s: string) => (s.length > 300 ? `${s.slice(0, 300)}…(${s.length} chars)` : s);
  const body = request.body.kind === 'json' ? cut(JSON.stringify(request.body.value) ?? 'undefined') : request.body.kind === 'raw' ? `${request.body.contentType} ${cut(JSON.stringify(request.body.payload))}` : request.body.kind === 'form' ? cut(JSON.stringify(request.body.fields)) : '(no body)';
  return `${request.route.method} ${cut(request.path)} as ${request.identity}; query ${cut(JSON.stringify(request.query))}; body ${body}; headers ${cut(JSON.stringify(request.headers))}`;
}

import { createServer } from 'node:net';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@hotel/db/client';
import { buildApp } from '../../src/app.ts';
import { JAPANESE } from '../helpers/expectations.ts';
import { createTestDb } from '../helpers/test-db.ts';
import { installChangeLog } from './change-log.ts';
import { fingerprinter } from './fingerprint.ts';
import { startSessions } from './identities.ts';
import { loadKnownIds } from './plausible.ts';
import { describeRequest, requestArbitrary, toInject, type FuzzRequest } from './requests.ts';
import { NOT_FUZZED, NOTIFY_ROUTE, routeCollector, routeName, type FuzzRoute } from './routes.ts';
import { TEST_PASSWORD_COST } from '../helpers/password-cost.ts';

/**
 * Bad input, property-based (issue 11): every guest and staff route the app registers gets
 * requests with hostile fields, bodies, headers, cookies and paths, as nobody, as a member and as
 * a group administrator. Properties: never a 5xx; every refusal is the failure envelope with a
 * Japanese message; a run of refused requests leaves the database as it was (fingerprint).
 * FUZZ_RUNS sets the number of requests of a run (default 10,000, shared between the guest and
 * the staff file, which vitest runs side by side), FUZZ_SEED replays a run.
 */
const TOTAL_CASES = Number(process.env.FUZZ_RUNS ?? 10_000);
const BATCH = 50;

/** Routes that run scrypt on a well-formed request. */
const HASHES_PASSWORDS = new Set(['POST /adminapi/v1/auth/login', 'POST /crsapi/v1/user/login', 'POST /crsapi/v1/user/register', 'POST /adminapi/v1/auth/set-password']);
/** Routes that hash a password (scrypt, about 0.3 s) are drawn a quarter as often, to keep the run short. */
const weightOf = (route: FuzzRoute): number => (HASHES_PASSWORDS.has(routeName(route)) ? 1 : 4);
/** Tables whose change may have ended the fuzzer's sessions. */
const SESSION_TABLES = new Set(['sessions', 'staff_sessions', 'staff', 'members']);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

/** A share of the routes, fuzzed in a test file of its own (so vitest runs the shares side by side). */
export interface FuzzPart {
  title: string;
  includes: (route: FuzzRoute) => boolean;
  /** Routes the share has at least (a broken filter must not fuzz nothing). */
  atLeast: number;
  /** Its share of FUZZ_RUNS. */
  share: number;
}

/** The bad-input suite over one share of the routes. */
export function describeFuzz(part: FuzzPart): void {
  const CASES = Math.ceil(TOTAL_CASES * part.share);
  let app: FastifyInstance;
  let db: Database;
  let close: () => Promise<void>;
  const collector = routeCollector();

  beforeAll(async () => {
    const testDb = await createTestDb();
    db = testDb.db;
    // The demo's own payment simulator must answer, as under `npm run demo`: the app listens at
    // its PUBLIC_URL. (A provider that is down is a 503 by design, not bad input.)
    const port = await freePort();
    app = await buildApp({ passwordCost: TEST_PASSWORD_COST, db, demoMode: true, paySettings: { PUBLIC_URL: `http://127.0.0.1:${port}` }, beforeRoutes: collector.register });
    await app.listen({ port, host: '127.0.0.1' });
    close = async () => {
      await app.close();
      await testDb.close();
    };
  });

  afterAll(async () => {
    await close?.();
  });

  const fuzzedRoutes = (): FuzzRoute[] => collector.routes.filter((r) => !(routeName(r) in NOT_FUZZED) && part.includes(r));

  const ENVELOPE_KEYS = new Set(['success', 'message', 'data', 'statusCode', 'requestId']);

  interface Envelope {
    requestId?: unknown;
    success?: unknown;
    message?: unknown;
    data?: unknown;
    statusCode?: unknown;
  }

  const parse = (body: string): Envelope | undefined => {
    try {
      return JSON.parse(body) as Envelope;
    } catch {
      return undefined;
    }
  };

  /** Checks one answer; says whether it was a refusal (which must change nothing). */
  function checkAnswer(request: FuzzRequest, response: LightMyRequestResponse): boolean {
    const where = () => `${response.statusCode} ${response.body.slice(0, 300)}\n  for ${describeRequest(request)}`;
    const notify = routeName(request.route) === NOTIFY_ROUTE;
    const body = parse(response.body);
    // WeChat Pay's protocol: a rejected notification is answered 500 {"code":"FAIL"} so WeChat retries
    // (the router ignores a trailing slash, so /wechat/ is the same route).
    if (notify && response.statusCode === 500 && /\/wechat\/*$/.test(request.path) && (body as { code?: string } | undefined)?.code === 'FAIL') return true;
    if (response.statusCode >= 500) throw new Error(`a 5xx answer: ${where()}`);
    if (notify && response.statusCode === 200 && response.body === 'fail') return true;
    if (response.statusCode < 400) return false;
    const envelope = body && typeof body === 'object' && !Array.isArray(body) ? body : undefined;
    const ok =
      envelope !== undefined &&
      envelope.success === false &&
      envelope.data === null &&
      // The spec's "not logged in" is HTTP 401 with statusCode 9999 (README, Sessions).
      (envelope.statusCode === response.statusCode || (response.statusCode === 401 && envelope.statusCode === 9999)) &&
      typeof envelope.message === 'string' &&
      JAPANESE.test(envelope.message) &&
      // Nothing else, save a request id (the request-id plugin adds one to failures).
      Object.keys(envelope).every((key) => ENVELOPE_KEYS.has(key)) &&
      (envelope.requestId === undefined || typeof envelope.requestId === 'string');
    if (!ok) throw new Error(`a refusal without the envelope and a Japanese message: ${where()}`);
    return true;
  }

  describe(`bad input, fuzzed (fast-check): ${part.title}`, () => {
    it('covers every route the app registers, or names why not', () => {
      const names = new Set(collector.routes.map(routeName));
      expect(Object.keys(NOT_FUZZED).filter((name) => !names.has(name)), 'NOT_FUZZED names routes that do not exist').toEqual([]);
      expect(fuzzedRoutes().length).toBeGreaterThan(part.atLeast);
    });

    it(`answers ${CASES} hostile requests without a 5xx, with the envelope, changing nothing when refused`, async () => {
      const routes = fuzzedRoutes();
      const ids = await loadKnownIds(db);
      const changes = await installChangeLog(db);
      const fingerprint = await fingerprinter(db);
      let tokens = await startSessions(db);
      await changes();
      const perRoute = new Map<string, number>();
      const statuses = new Map<number, number>();
      let sent = 0;
      let refused = 0;
      let acceptedWrites = 0;
      let quietBatches = 0;
      let baseline = await fingerprint();
      const started = Date.now();

      const request = fc
        .oneof(...routes.map((route) => ({ weight: weightOf(route), arbitrary: fc.constant(route) })))
        .chain((route) => requestArbitrary(route, ids));
      const property = fc.asyncProperty(fc.array(request, { minLength: BATCH, maxLength: BATCH }), async (batch) => {
        let changedInBatch = false;
        for (const r of batch) {
          const response = await app.inject(toInject(r, tokens));
          sent += 1;
          perRoute.set(routeName(r.route), (perRoute.get(routeName(r.route)) ?? 0) + 1);
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          const wasRefused = checkAnswer(r, response);
          const changed = await changes();
          if (wasRefused) refused += 1;
          if (changed.count === 0) continue;
          if (wasRefused) throw new Error(`a refused request changed ${changed.tables.join(', ')}: ${response.statusCode} ${response.body.slice(0, 200)}\n  for ${describeRequest(r)}`);
          acceptedWrites += 1;
          changedInBatch = true;
          // An accepted logout or staff change may end the fuzzer's own sessions: start new ones.
          if (changed.tables.some((t) => SESSION_TABLES.has(t))) {
            tokens = await startSessions(db);
            await changes();
          }
        }
        const after = await fingerprint();
        if (!changedInBatch && after !== baseline) throw new Error(`the change log saw nothing, yet the fingerprint moved:\n${diff(baseline, after)}\n  requests:\n${batch.map(describeRequest).join('\n')}`);
        if (!changedInBatch) quietBatches += 1;
        baseline = after;
      });
      const details = await fc.check(property, { numRuns: Math.ceil(CASES / BATCH), endOnFailure: true, ...(SEED === undefined ? {} : { seed: SEED }) });
      if (details.failed) {
        const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
        throw new Error(`fuzzing failed (replay: FUZZ_SEED=${details.seed}, path ${details.counterexamplePath}): ${error.slice(0, 6000)}`);
      }

      const figures = { requests: sent, part: part.title,
        routes: routes.length, refused, acceptedWrites, quietBatches, seconds: Math.round((Date.now() - started) / 1000), statuses: Object.fromEntries(statuses), seed: details.seed };
      console.log(`[fuzz] ${JSON.stringify(figures)}`);
      expect(sent).toBeGreaterThanOrEqual(CASES);
      // A route counts as reached with a quarter of its expected share (at most 10): a password route,
      // drawn a quarter as often, is held to a quarter as much, so chance alone fails it about once in 400 runs.
      const totalWeight = routes.reduce((sum, route) => sum + weightOf(route), 0);
      const unfuzzed = routes.filter((route) => (perRoute.get(routeName(route)) ?? 0) < Math.min(10, (CASES * weightOf(route)) / totalWeight / 4)).map(routeName);
      expect(unfuzzed, 'routes the fuzzer hardly reached').toEqual([]);
      // Most requests must get past the guards and validation to somewhere else.
      expect(sent - (statuses.get(400) ?? 0)).toBeGreaterThan(sent / 4);
    }, 900_000);
  });
}

/** The tables whose line differs. */
function diff(before: string, after: string): string {
  const a = new Set(before.split('\n'));
  return after
    .split('\n')
    .filter((line) => !a.has(line))
    .map((line) => `  ${line.split(':')[0]} (rows:hash now ${line.split(':').slice(1).join(':')})`)
    .join('\n');
}

/** A port nothing listens on now (the app is built knowing its address before it listens). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

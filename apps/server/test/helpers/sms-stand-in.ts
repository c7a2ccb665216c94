import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/** One request as the provider's endpoint saw it. */
export interface ReceivedRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: string;
}

/** How the stand-in answers the next request: status and JSON body, or never (a timeout). */
export type StandInAnswer = { status: number; json: unknown } | 'hang';

/**
 * A local HTTP stand-in for an SMS provider's endpoint (127.0.0.1, random port): records every
 * request and answers what the test told it (by default `defaultAnswer`). Started once per file.
 */
export function useSmsStandIn(defaultAnswer: () => StandInAnswer) {
  const received: ReceivedRequest[] = [];
  let next: StandInAnswer | undefined;
  const hanging: ServerResponse[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        url: new URL(req.url ?? '/', `http://${req.headers.host}`),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const answer = next ?? defaultAnswer();
      next = undefined;
      if (answer === 'hang') {
        hanging.push(res);
        return;
      }
      res.writeHead(answer.status, { 'content-type': 'application/json;charset=utf-8' }).end(JSON.stringify(answer.json));
    });
  });
  let endpoint = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  beforeEach(() => {
    received.length = 0;
    next = undefined;
  });
  afterAll(async () => {
    for (const res of hanging) res.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return {
    /** http://127.0.0.1:<port>, for SMS_ENDPOINT. */
    get endpoint() {
      return endpoint;
    },
    received,
    /** The answer to the next request only. */
    answerNext(answer: StandInAnswer) {
      next = answer;
    },
  };
}

/** An address nothing listens on: connecting is refused. */
export async function refusedEndpoint(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/**
 * A real pino logger whose lines the test can read (to prove nothing secret is logged); `stream`
 * also serves as buildApp's `logger: { stream }`.
 */
export function capturingLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { log: pino({ level: 'info' }, stream), stream, lines };
}

const sha256Hex = (data: string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const rfc3986 = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Alibaba Cloud's ACS3-HMAC-SHA256 signature (Authorization header), recomputed from what arrived:
 * canonical request = method, path, sorted query, the signed headers, their names, the payload hash.
 */
export function acs3SignatureValid(request: ReceivedRequest, accessKeySecret: string): boolean {
  const match = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/.exec(String(request.headers.authorization));
  if (!match) return false;
  const signedHeaders = match[2]!.split(';');
  const query = [...request.url.searchParams.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${rfc3986(value)}`)
    .join('&');
  const headers = signedHeaders.map((name) => `${name}:${String(request.headers[name] ?? '').trim()}\n`).join('');
  const payloadHash = sha256Hex(request.body);
  if (request.headers['x-acs-content-sha256'] !== payloadHash) return false;
  const canonical = [request.method, request.url.pathname, query, headers, signedHeaders.join(';'), payloadHash].join('\n');
  const expected = hmac(accessKeySecret, `ACS3-HMAC-SHA256\n${sha256Hex(canonical)}`).toString('hex');
  return expected === match[3];
}

/** Tencent Cloud's TC3-HMAC-SHA256 signature, recomputed from what arrived (content-type and host signed). */
export function tc3SignatureValid(request: ReceivedRequest, secretKey: string): boolean {
  const match = /^TC3-HMAC-SHA256 Credential=[^/]+\/(\d{4}-\d{2}-\d{2})\/([^/]+)\/tc3_request, SignedHeaders=content-type;host, Signature=([0-9a-f]{64})$/.exec(
    String(request.headers.authorization),
  );
  if (!match) return false;
  const [, date, service, signature] = match as unknown as [string, string, string, string];
  const host = request.url.hostname;
  const canonical = ['POST', '/', '', `content-type:${String(request.headers['content-type'])}\nhost:${host}\n`, 'content-type;host', sha256Hex(request.body)].join('\n');
  const stringToSign = `TC3-HMAC-SHA256\n${String(request.headers['x-tc-timestamp'])}\n${date}/${service}/tc3_request\n${sha256Hex(canonical)}`;
  const signing = hmac(hmac(hmac(`TC3${secretKey}`, date), service), 'tc3_request');
  return createHmac('sha256', signing).update(stringToSign).digest('hex') === signature;
}

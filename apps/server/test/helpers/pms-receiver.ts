import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkSignature, EVENT_ID_HEADER, EVENT_TYPE_HEADER, SIGNATURE_HEADER } from '../../src/modules/webhooks/index.ts';

/** One request as the receiver saw it, and what it answered. */
export interface ReceivedRequest {
  eventId: string | undefined;
  type: string | undefined;
  signature: string | undefined;
  body: string;
  status: number;
}

export interface PmsReceiverOptions {
  secret: string;
  /** The receiver's clock (the signature's freshness is judged by it). */
  now: () => Date;
  /** Answers 500 to the first `failFirst` requests, without applying them (a PMS that is down). */
  failFirst?: number;
}

/**
 * A reference PMS receiver (issue 27), written as the README tells integrators to write one:
 * it checks the signature over the raw body (HMAC-SHA256, five minutes' tolerance) before
 * anything else and answers 401 to a forged or stale one, applies each event id once and answers
 * 2xx to a duplicate without applying it again. `loseAcks(n)` applies the next n events but
 * answers 500 (the acknowledgement lost on the way back), so the sender tries them again.
 */
export async function startPmsReceiver(options: PmsReceiverOptions) {
  let secret = options.secret;
  let failuresLeft = options.failFirst ?? 0;
  let lostAcksLeft = 0;
  const requests: ReceivedRequest[] = [];
  /** Applied events in the order applied: the PMS's own record. */
  const applied: { id: string; type: string; orderNo: string | null; body: Record<string, unknown> }[] = [];
  const seen = new Set<string>();

  const answer = (request: IncomingMessage, body: string): number => {
    const signature = request.headers[SIGNATURE_HEADER] as string | undefined;
    if (checkSignature(secret, signature, body, options.now()) !== 'ok') return 401;
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      return 500;
    }
    const event = JSON.parse(body) as { id: string; type: string; data: { reservation: { orderNo?: string } | null } };
    if (event.id !== request.headers[EVENT_ID_HEADER]) return 400;
    if (seen.has(event.id)) return 200;
    seen.add(event.id);
    applied.push({ id: event.id, type: event.type, orderNo: event.data.reservation?.orderNo ?? null, body: event });
    if (lostAcksLeft > 0) {
      lostAcksLeft -= 1;
      return 500;
    }
    return 204;
  };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const status = answer(request, body);
      requests.push({ eventId: request.headers[EVENT_ID_HEADER] as string | undefined, type: request.headers[EVENT_TYPE_HEADER] as string | undefined, signature: request.headers[SIGNATURE_HEADER] as string | undefined, body, status });
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status === 401 ? 'bad signature' : '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/felton/events`,
    requests,
    applied,
    /** The PMS was given a new secret (after a rotation). */
    useSecret(next: string) {
      secret = next;
    },
    failNext(n: number) {
      failuresLeft = n;
    },
    loseAcks(n: number) {
      lostAcksLeft = n;
    },
    reset() {
      requests.length = 0;
      applied.length = 0;
      seen.clear();
      failuresLeft = 0;
      lostAcksLeft = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type PmsReceiver = Awaited<ReturnType<typeof startPmsReceiver>>;

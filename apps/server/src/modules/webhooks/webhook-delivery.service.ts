import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock.ts';
import { CoalescedRun } from '../../lib/coalesced-run.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { RunInTransaction } from '../../lib/transaction.ts';
import { EVENT_ID_HEADER, EVENT_TYPE_HEADER, SIGNATURE_HEADER, signatureHeader } from './webhook-signature.ts';
import type { EndpointRow, EventRow, WebhookRepository } from './webhook.repository.ts';

/** One sender per endpoint holds it this long at most (a crashed sender's lease lapses). */
const LEASE_MS = 5 * 60_000;
/** Events read per round. */
const BATCH = 50;
/** A receiver answers within this or the try failed (it may still have applied it: the retry's id lets it drop the duplicate). */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Acknowledged events and every try are kept this long (the delivery log). */
const KEEP_MS = 30 * 24 * 60 * 60_000;
/** A setting to fix (the endpoint refused by the address rule, the secret unreadable): not tried again sooner. */
const SETTING_RETRY_MS = 15 * 60_000;
/** Failing this long, the group administrator is alerted (once per failing spell), as for channel connections. */
export const ALERT_AFTER_MS = 30 * 60_000;
/** What of a receiver's answer the log keeps on a failure. */
const KEPT_ANSWER_CHARS = 300;

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/**
 * The back-off after a failed try, from how many tries the waiting event has had: 10 s, doubling,
 * at most an hour (so a receiver down for a day is tried about every hour, and the first few
 * blips are retried within minutes). Never given up: an event waits until it is acknowledged.
 */
export function retryInMs(attempts: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

/** What the PMS is told about an order (the staff API's representation), or null when it is gone. */
export type ReservationOf = (orderId: number) => Promise<{ hotelCode: string; reservation: Record<string, unknown> } | null>;

/** One HTTP request to a receiver; any status resolves, a network error or timeout rejects. */
export interface WebhookTransport {
  post(url: string, body: string, headers: Record<string, string>): Promise<{ status: number; body: string }>;
}

export const fetchWebhookTransport: WebhookTransport = {
  async post(url, body, headers) {
    // No redirect is followed: a 3xx is not an acknowledgement (and could point anywhere).
    const response = await fetch(url, { method: 'POST', headers, body, redirect: 'manual', signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS) });
    return { status: response.status, body: await response.text() };
  },
};

export type DeliverOutcome = { delivered: number; reason?: undefined } | { delivered: number; reason: 'busy' } | { delivered: number; reason: 'failed'; error: string; nextTryAt: Date };

export interface WebhookFailing {
  endpointId: number;
  hotelCode: string;
  host: string;
  since: Date;
  pending: number;
}

export interface WebhookDeliveryDeps {
  inTransaction: RunInTransaction;
  repository: WebhookRepository;
  reservationOf: ReservationOf;
  box: SecretBox;
  transport: WebhookTransport;
  /** Why the endpoint may not be called now (the channel connections' address rule), or null. */
  endpointProblem: (url: string) => Promise<string | null>;
  alerts: { webhookFailing(failing: WebhookFailing): Promise<void> };
  clock: Clock;
  log: FastifyBaseLogger;
}

/**
 * Delivers each endpoint's events (decision 0064): oldest first, one at a time, signed; a 2xx
 * acknowledges one, anything else stops the endpoint's round and backs it off (the next events
 * wait behind the failed one, so a PMS hears a reservation's events in order). One sender per
 * endpoint in any process (a lease on its row), as the channel connections' sender.
 */
export class WebhookDeliveryService {
  private dispatch: ((endpointId: number) => Promise<void>) | null = null;
  /** Kicks during a pass fold into one more pass. */
  private readonly kicks = new CoalescedRun(
    async () => {
      for (const id of await this.deps.repository.dueWithPending(this.deps.clock())) await this.dispatch?.(id);
    },
    (error) => this.deps.log.error({ err: error }, 'webhooks: deliveries not queued (the sweep will send them)'),
  );

  constructor(private readonly deps: WebhookDeliveryDeps) {}

  /** main.ts: how an endpoint's delivery is queued (the send-webhooks job). */
  dispatchTo(send: (endpointId: number) => Promise<void>): void {
    this.dispatch = send;
  }

  /** An event was committed (the change feed, any process): queue a delivery for each endpoint owed one. Kicks during a run fold into one more. */
  kick(): void {
    if (this.dispatch) this.kicks.request();
  }

  /** Every endpoint owed an event whose back-off has passed (every minute): what a lost job, a held endpoint or a back-off left. */
  async sweep(): Promise<{ endpointId: number; outcome: DeliverOutcome }[]> {
    const outcomes = [];
    for (const endpointId of await this.deps.repository.dueWithPending(this.deps.clock())) outcomes.push({ endpointId, outcome: await this.deliver(endpointId) });
    return outcomes;
  }

  async deliver(endpointId: number): Promise<DeliverOutcome> {
    const { repository, clock } = this.deps;
    const now = clock();
    const endpoint = await repository.takeLease(endpointId, now, new Date(now.getTime() + LEASE_MS));
    if (!endpoint) return { delivered: 0, reason: 'busy' };
    let delivered = 0;
    try {
      const secret = this.deps.box.open(endpoint.secretSealed);
      const problem = secret === null ? '署名用のシークレットを読み出せません（CHANNEL_SECRET_KEY が作成時と異なります）' : await this.deps.endpointProblem(endpoint.url);
      if (problem !== null || secret === null) return await this.backOff(endpoint, delivered, problem ?? '', SETTING_RETRY_MS);
      for (;;) {
        const events = await repository.pending(endpointId, BATCH);
        if (events.length === 0) break;
        for (const event of events) {
          const failure = await this.send(endpoint, event, secret);
          if (failure !== null) return await this.backOff(endpoint, delivered, failure, retryInMs(event.attempts + 1));
          delivered += 1;
        }
      }
      if (delivered > 0 || endpoint.failingSince) await repository.succeeded(endpointId, clock());
      return { delivered };
    } finally {
      await repository.releaseLease(endpointId);
      // An event committed while this sender held the endpoint found it busy: queue it now.
      if (delivered > 0) this.kick();
    }
  }

  /** Forgets acknowledged events and tries older than 30 days (hourly); events still owed are kept. */
  prune(): Promise<{ events: number; attempts: number }> {
    return this.deps.repository.prune(new Date(this.deps.clock().getTime() - KEEP_MS));
  }

  /** One try of one event; null when acknowledged, else what went wrong (logged on the event and the endpoint's log). */
  private async send(endpoint: EndpointRow, event: EventRow, secret: string): Promise<string | null> {
    const payload = event.payload ?? (await this.fixPayload(event));
    const body = JSON.stringify(payload);
    const started = this.deps.clock();
    const headers = {
      'content-type': 'application/json; charset=utf-8',
      'user-agent': 'Felton-Webhooks/1.0',
      [EVENT_ID_HEADER]: event.eventId,
      [EVENT_TYPE_HEADER]: event.type,
      [SIGNATURE_HEADER]: signatureHeader(secret, body, Math.floor(started.getTime() / 1000)),
    };
    let status: number | null = null;
    let error: string | null = null;
    const timer = performance.now();
    try {
      const answer = await this.deps.transport.post(endpoint.url, body, headers);
      status = answer.status;
      if (status < 200 || status > 299) error = `HTTP ${status}${answer.body ? `: ${answer.body.slice(0, KEPT_ANSWER_CHARS)}` : ''}`;
    } catch (caught) {
      error = caught instanceof Error && caught.name === 'TimeoutError' ? `${WEBHOOK_TIMEOUT_MS / 1000}秒以内に応答がありません` : `接続できません: ${caught instanceof Error ? caught.message : String(caught)}`;
    }
    const durationMs = Math.round(performance.now() - timer);
    await this.deps.inTransaction((tx) => this.deps.repository.recordTry(tx, event, { at: started, ok: error === null, httpStatus: status, error, durationMs }));
    return error;
  }

  /**
   * The event's body, fixed the first time it is sent: the envelope and the reservation as it is
   * then. Every retry carries the same body; a later change of the order is its own event.
   */
  private async fixPayload(event: EventRow): Promise<Record<string, unknown>> {
    const found = await this.deps.reservationOf(event.orderId);
    const payload = {
      id: event.eventId,
      type: event.type,
      occurredAt: event.occurredAt.toISOString(),
      hotelCode: found?.hotelCode ?? null,
      data: { reservation: found?.reservation ?? null },
    };
    return this.deps.repository.fixPayload(event.id, payload);
  }

  private async backOff(endpoint: EndpointRow, delivered: number, error: string, inMs: number): Promise<DeliverOutcome> {
    const now = this.deps.clock();
    const nextTryAt = new Date(now.getTime() + inMs);
    await this.deps.repository.failed(endpoint.id, now, nextTryAt, error);
    // The receiver's words stay in the delivery log; the server's log names the endpoint only.
    this.deps.log.warn({ endpointId: endpoint.id, hotelCode: endpoint.hotelCode, nextTryAt }, 'webhooks: a delivery failed; the endpoint backs off');
    const since = endpoint.failingSince ?? now;
    if (now.getTime() - since.getTime() >= ALERT_AFTER_MS) {
      const pending = (await this.deps.repository.pendingCounts()).get(endpoint.id) ?? 0;
      // The key names the spell: one alert however many tries fail in it.
      await this.deps.alerts.webhookFailing({ endpointId: endpoint.id, hotelCode: endpoint.hotelCode, host: hostOf(endpoint.url), since, pending });
    }
    return { delivered, reason: 'failed', error, nextTryAt };
  }
}

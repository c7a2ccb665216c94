/**
 * How the simulator delivers notifications: like the real services, it posts until our server
 * acknowledges, on a schedule (Alipay: at once, 2 m, 10 m, 10 m, 1 h, 2 h, 6 h, 15 h; WeChat:
 * 15 s, 15 s, 30 s, 3 m, …), compressed here to milliseconds so demos and tests see it happen.
 * It can also deliver twice (a duplicate after the acknowledged one) and late (hold the first
 * attempt back): our server must change nothing on the second and settle correctly on the late one.
 */
export interface OutgoingNotification {
  url: string;
  headers: Record<string, string>;
  body: string;
  /** The protocol's acknowledgement: Alipay the body "success", WeChat a 2xx status. */
  acknowledged(status: number, body: string): boolean;
}

export interface DeliveryBehaviour {
  /** Waits between attempts, in milliseconds; the length is the number of retries after the first attempt. */
  retryDelaysMs: number[];
  /** Hold the first attempt back this long (a late notification). */
  firstDelayMs: number;
  /** Probability (0–1) of sending an acknowledged notification once more (a duplicate). */
  duplicateRate: number;
}

/** Sends one HTTP request; tests may hand in app.inject instead of the network. */
export type Transport = (n: OutgoingNotification) => Promise<{ status: number; body: string }>;

export const fetchTransport: Transport = async (n) => {
  const response = await fetch(n.url, { method: 'POST', headers: n.headers, body: n.body, signal: AbortSignal.timeout(5000) });
  return { status: response.status, body: await response.text() };
};

export interface DeliveryRecord {
  url: string;
  attempts: number;
  acknowledged: boolean;
  /** Status and body of each attempt (a failed connection: status 0). */
  answers: Array<{ status: number; body: string }>;
}

export class NotificationDelivery {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<void>>();
  readonly records: DeliveryRecord[] = [];

  constructor(
    private behaviour: DeliveryBehaviour,
    private readonly transport: Transport = fetchTransport,
    private readonly random: () => number = Math.random,
  ) {}

  /** Tests change the behaviour between payments (late, duplicated, never acknowledged). */
  configure(behaviour: Partial<DeliveryBehaviour>): void {
    this.behaviour = { ...this.behaviour, ...behaviour };
  }

  send(notification: OutgoingNotification): DeliveryRecord {
    const record: DeliveryRecord = { url: notification.url, attempts: 0, acknowledged: false, answers: [] };
    this.records.push(record);
    const { retryDelaysMs, firstDelayMs, duplicateRate } = this.behaviour;
    const duplicate = this.random() < duplicateRate;
    const attempt = async (retriesLeft: number[]) => {
      record.attempts += 1;
      const answer = await this.transport(notification).catch((error: unknown) => ({ status: 0, body: String(error) }));
      record.answers.push(answer);
      if (notification.acknowledged(answer.status, answer.body)) {
        record.acknowledged = true;
        if (duplicate) this.later(10, async () => void (await this.transport(notification).catch(() => undefined)));
        return;
      }
      const [wait, ...rest] = retriesLeft;
      if (wait !== undefined) this.later(wait, () => attempt(rest));
    };
    this.later(firstDelayMs, () => attempt(retryDelaysMs));
    return record;
  }

  /** Resolves when nothing is scheduled or in flight (tests). */
  async settled(): Promise<void> {
    while (this.timers.size > 0 || this.inFlight.size > 0) {
      await Promise.all([...this.inFlight]);
      if (this.timers.size > 0) await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  /** Drops every pending retry (the simulator shuts down). */
  stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private later(ms: number, task: () => Promise<void>): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const running = task().finally(() => this.inFlight.delete(running));
      this.inFlight.add(running);
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }
}

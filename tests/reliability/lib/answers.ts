/** One answer, with when it was asked and answered (epoch ms): what outage checks are made of. */
export interface TimedAnswer {
  what: string;
  startedAt: number;
  endedAt: number;
  ms: number;
  /** 0: no answer (connection refused or reset, or the client's timeout). */
  status: number;
  message: string;
  /** Only for calls made through AnswerLog.call (the load's calls go through lib/api.ts, which keeps no headers). */
  retryAfter?: string | null;
  /** The body was the JSON envelope `{ success, message, data, statusCode }`. */
  envelope?: boolean;
}

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

/** The outage answer the issue asks for: 503 with a Japanese message (and, where headers were kept, Retry-After and the envelope). */
export function isOutageAnswer(answer: TimedAnswer): boolean {
  return answer.status === 503 && JAPANESE.test(answer.message) && answer.retryAfter !== null && answer.envelope !== false;
}

/** Every answer of a run, in the order they came back. */
export class AnswerLog {
  readonly all: TimedAnswer[] = [];

  /** Times a call of lib/api.ts (status and envelope message, no headers). */
  async timed<T extends { status: number; message: string }>(what: string, call: () => Promise<T>): Promise<T> {
    const startedAt = Date.now();
    const answer = await call();
    const endedAt = Date.now();
    this.all.push({ what, startedAt, endedAt, ms: endedAt - startedAt, status: answer.status, message: answer.message });
    return answer;
  }

  /** A request of its own, keeping Retry-After and whether the body was the envelope. */
  async call(what: string, url: string, init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: unknown; timeoutMs?: number } = {}): Promise<TimedAnswer & { data: unknown }> {
    const startedAt = Date.now();
    let answer: Omit<TimedAnswer, 'what' | 'startedAt' | 'endedAt' | 'ms'> & { data: unknown };
    try {
      const response = await fetch(url, {
        method: init.method ?? 'GET',
        headers: { ...init.headers, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        redirect: 'manual',
        signal: AbortSignal.timeout(init.timeoutMs ?? 30_000),
      });
      const text = await response.text();
      let body: { success?: unknown; message?: unknown; data?: unknown; statusCode?: unknown } | undefined;
      try {
        body = JSON.parse(text) as typeof body;
      } catch {
        body = undefined;
      }
      const envelope = typeof body?.success === 'boolean' && typeof body.message === 'string' && 'data' in body;
      // A page's message is its <title>: what the visitor reads first.
      const title = /<title>([^<]*)<\/title>/.exec(text)?.[1];
      answer = {
        status: response.status,
        message: envelope ? String(body?.message) : (title ?? text.slice(0, 80)),
        retryAfter: response.headers.get('retry-after'),
        envelope,
        data: envelope ? body?.data : undefined,
      };
    } catch (error) {
      const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
      answer = { status: 0, message: reason, retryAfter: null, envelope: false, data: undefined };
    }
    const endedAt = Date.now();
    const timed = { what, startedAt, endedAt, ms: endedAt - startedAt, ...answer };
    const { data: _data, ...kept } = timed;
    this.all.push(kept);
    return timed;
  }

  /** Answers whose request was open at some moment of [from, to]. */
  overlapping(from: number, to: number): TimedAnswer[] {
    return this.all.filter((a) => a.startedAt <= to && a.endedAt >= from);
  }

  /** The first answer of this kind asked at or after `since` that passes `ok`. */
  firstAfter(what: string, since: number, ok: (a: TimedAnswer) => boolean): TimedAnswer | undefined {
    return this.all.filter((a) => a.what === what && a.startedAt >= since && ok(a)).sort((a, b) => a.endedAt - b.endedAt)[0];
  }
}

/** "12 × 503 ただいま…" lines for the summary. */
export function countByAnswer(answers: TimedAnswer[]): string[] {
  const counts = new Map<string, number>();
  for (const a of answers) {
    const key = `${a.what} ${a.status} ${a.message.slice(0, 60)}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([key, n]) => `${String(n).padStart(5)} × ${key}`);
}

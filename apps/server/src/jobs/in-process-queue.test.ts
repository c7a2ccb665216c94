import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InProcessJobQueue } from './in-process-queue.ts';
import type { JobDefinition } from './job-definition.ts';

const log = pino({ level: 'silent' });
const MINUTE = 60_000;

function job(over: Partial<JobDefinition> & Pick<JobDefinition, 'name' | 'handler'>): JobDefinition {
  return { retry: { limit: 0, delaySeconds: 0 }, timeoutSeconds: 60, ...over };
}

/** A promise the test resolves by hand. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

let queue: InProcessJobQueue;
beforeEach(() => {
  vi.useFakeTimers();
  queue = new InProcessJobQueue({ log, stopTimeoutMs: 5_000 });
});
afterEach(async () => {
  await queue.stop();
  vi.useRealTimers();
});

describe('the in-process job queue (PGlite)', () => {
  it('runs a scheduled job at start and then once every period', async () => {
    let runs = 0;
    await queue.start([job({ name: 'tick', everyMinutes: 10, handler: async () => void runs++ })]);
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(9 * MINUTE);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(MINUTE + 1);
    expect(runs).toBe(2);
  });

  it('oneQueuedPer: a send while one of its key waits is dropped; one running and one waiting per key', async () => {
    const first = gate();
    const runs: unknown[] = [];
    await queue.start([job({ name: 'owed', oneQueuedPer: (data) => String(data.key), handler: (data) => (runs.push(data.n), data.n === 1 ? first.opened : Promise.resolve()) })]);
    await queue.send('owed', { key: 'a', n: 1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toEqual([1]);
    // While 1 runs: 2 waits, 3 is dropped (2 will do its work), another key's 4 waits too.
    await queue.send('owed', { key: 'a', n: 2 });
    await queue.send('owed', { key: 'a', n: 3 });
    await queue.send('owed', { key: 'b', n: 4 });
    first.open();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(runs.sort()).toEqual([1, 2, 4]);
  });

  it('never runs two runs of one job at once: a tick while one runs is skipped', async () => {
    const slow = gate();
    let started = 0;
    await queue.start([job({ name: 'slow', everyMinutes: 1, timeoutSeconds: 600, handler: () => (started++, slow.opened) })]);
    await vi.advanceTimersByTimeAsync(3 * MINUTE);
    expect(started).toBe(1);
    slow.open();
    await vi.advanceTimersByTimeAsync(MINUTE + 1);
    expect(started).toBe(2);
  });

  it('retries a failing run as defined, then gives up', async () => {
    let attempts = 0;
    await queue.start([
      job({ name: 'flaky', retry: { limit: 2, delaySeconds: 5 }, handler: async () => {
          if (attempts++ < 1) throw new Error('boom');
        },
      }),
      job({ name: 'broken', retry: { limit: 1, delaySeconds: 5 }, handler: () => Promise.reject(new Error('always')) }),
    ]);
    let brokenAttempts = 0;
    const spy = vi.spyOn(log, 'error').mockImplementation(() => void brokenAttempts++);
    await queue.send('flaky');
    await queue.send('broken');
    await vi.advanceTimersByTimeAsync(0);
    expect(attempts).toBe(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(attempts).toBe(2); // the retry succeeded
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempts).toBe(2);
    // flaky failed once, broken twice (first try and its one retry); nothing more.
    expect(brokenAttempts).toBe(3);
    spy.mockRestore();
  });

  it('tells onGaveUp once when a run has spent its retries (the alert, decision 0043), never for a retried attempt', async () => {
    const failures: unknown[] = [];
    const alerting = new InProcessJobQueue({ log, stopTimeoutMs: 5_000, onGaveUp: (failure) => void failures.push(failure) });
    const spy = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    await alerting.start([job({ name: 'doomed', retry: { limit: 2, delaySeconds: 5 }, handler: () => Promise.reject(new Error('down')) })]);
    await alerting.send('doomed', { key: 'A1/confirmed' });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(failures).toEqual([]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(failures).toEqual([{ job: 'doomed', data: { key: 'A1/confirmed' }, attempts: 3, error: expect.any(Error) }]);
    await alerting.stop();
    spy.mockRestore();
  });

  it('counts a run past its timeout as failed and retries it', async () => {
    let attempts = 0;
    await queue.start([job({ name: 'stuck', timeoutSeconds: 30, retry: { limit: 1, delaySeconds: 1 }, handler: () => (++attempts === 1 ? new Promise<void>(() => {}) : Promise.resolve()) })]);
    await queue.send('stuck');
    await vi.advanceTimersByTimeAsync(29_000);
    expect(attempts).toBe(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(attempts).toBe(2);
  });

  it('hands sent data to the handler and refuses an unknown job', async () => {
    const seen: unknown[] = [];
    await queue.start([job({ name: 'notify', handler: async (data) => void seen.push(data) })]);
    await queue.send('notify', { orderNo: 'A1' });
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual([{ orderNo: 'A1' }]);
    await expect(queue.send('nobody')).rejects.toThrow(/no job named nobody/);
  });

  it('reports per queue what waits and for how long', async () => {
    const slow = gate();
    await queue.start([job({ name: 'busy', retry: { limit: 1, delaySeconds: 30 }, timeoutSeconds: 600, handler: () => slow.opened }), job({ name: 'idle', handler: async () => {} })]);
    await queue.send('busy');
    await vi.advanceTimersByTimeAsync(0);
    expect(await queue.stats()).toEqual([
      { name: 'busy', queued: 0, active: 1, oldestQueuedSeconds: 0 },
      { name: 'idle', queued: 0, active: 0, oldestQueuedSeconds: 0 },
    ]);
    slow.open();
  });

  it('stop() waits for a running job and starts nothing more', async () => {
    const slow = gate();
    let finished = false;
    let runs = 0;
    await queue.start([
      job({
        name: 'long',
        everyMinutes: 1,
        timeoutSeconds: 600,
        handler: async () => {
          runs++;
          await slow.opened;
          finished = true;
        },
      }),
    ]);
    await vi.advanceTimersByTimeAsync(0);
    let stopped = false;
    const stopping = queue.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(stopped).toBe(false);
    slow.open();
    await stopping;
    expect(finished).toBe(true);
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(runs).toBe(1);
    await expect(queue.send('long')).rejects.toThrow(/stopping/);
  });

  it('works off a burst of 200 sends at once, never more than its concurrency side by side, each once', async () => {
    const runs = new Map<number, number>();
    const open: (() => void)[] = [];
    let running = 0;
    let most = 0;
    await queue.start([
      job({
        name: 'send',
        concurrency: 5,
        handler: async (data) => {
          const n = data.n as number;
          runs.set(n, (runs.get(n) ?? 0) + 1);
          most = Math.max(most, ++running);
          await new Promise<void>((resolve) => open.push(resolve));
          running--;
        },
      }),
    ]);
    for (let n = 0; n < 200; n++) await queue.send('send', { n });
    await vi.advanceTimersByTimeAsync(0);
    expect([running, (await queue.stats())[0]]).toEqual([5, { name: 'send', queued: 195, active: 5, oldestQueuedSeconds: 0 }]);
    // Each finished run lets the next in line start at once: no timer, no poll.
    while (open.length) {
      open.shift()!();
      await vi.advanceTimersByTimeAsync(0);
    }
    expect(runs.size).toBe(200);
    expect([...runs.values()].every((r) => r === 1)).toBe(true);
    expect(most).toBe(5);
    expect(await queue.stats()).toEqual([{ name: 'send', queued: 0, active: 0, oldestQueuedSeconds: 0 }]);
  });

  it('refuses a schedule cron cannot keep (minutes that do not divide the hour)', async () => {
    await expect(queue.start([job({ name: 'odd', everyMinutes: 7, handler: async () => {} })])).rejects.toThrow(/divide 60/);
  });
});

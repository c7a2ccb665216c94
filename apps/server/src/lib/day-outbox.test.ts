import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { DayOutbox, PRUNE_EVERY_MS } from './day-outbox.ts';

class Outbox {
  readonly cleared: Date[] = [];
  deleteOlderThan(before: Date): Promise<void> {
    this.cleared.push(before);
    return Promise.resolve();
  }
}

class Delivery extends DayOutbox<Outbox> {
  add(): Promise<Date> {
    return this.keepADay();
  }
}

describe('DayOutbox', () => {
  it('clears what is older than a day when a message is added, at most once a minute', async () => {
    let now = Date.parse('2026-11-29T12:00:00Z');
    const outbox = new Outbox();
    const delivery = new Delivery(outbox, {} as FastifyBaseLogger, () => new Date(now));

    expect(await delivery.add()).toEqual(new Date(now));
    expect(outbox.cleared).toEqual([new Date('2026-11-28T12:00:00Z')]);

    now += PRUNE_EVERY_MS - 1;
    expect(await delivery.add()).toEqual(new Date(now));
    expect(outbox.cleared).toHaveLength(1);

    now += 1;
    await delivery.add();
    expect(outbox.cleared).toEqual([new Date('2026-11-28T12:00:00Z'), new Date(now - 24 * 60 * 60 * 1000)]);
  });
});

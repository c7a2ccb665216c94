import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runChannelSync } from './channel-sync-cli.ts';

function capture() {
  let text = '';
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return { output, text: () => text };
}

describe('npm run channels:sync', () => {
  it('full-syncs the connection (one hotel with --hotel) and says what went', async () => {
    const calls: unknown[] = [];
    const out = capture();
    const code = await runChannelSync(['--connection', '3', '--hotel', 'pro001'], out.output, {
      fullSync: async (...args) => {
        calls.push(args);
        return { sent: true, nights: 730, requests: 6 };
      },
      pullReservations: () => Promise.reject(new Error('not to be called')),
    });
    expect(code).toBe(0);
    expect(calls).toEqual([[3, ['pro001']]]);
    expect(out.text()).toBe('sent 730 nights in 6 requests\n');
  });

  it('exits 1 with the reason when nothing could be sent, 2 on bad arguments, without calling the sender', async () => {
    const failed = capture();
    const at = new Date('2026-11-27T10:00:00Z');
    const noPull = () => Promise.reject(new Error('not to be called'));
    expect(await runChannelSync(['--connection', '3'], failed.output, { fullSync: async () => ({ sent: false, reason: 'failed', error: 'HTTP 503', nextTryAt: at }), pullReservations: noPull })).toBe(1);
    expect(failed.text()).toContain('failed: HTTP 503');
    const never = { fullSync: () => Promise.reject(new Error('not to be called')), pullReservations: noPull };
    for (const argv of [[], ['--connection', 'x'], ['--connection', '0'], ['--connection', '3', '--hotel', 'pro1'], ['--nope']]) {
      expect(await runChannelSync(argv, capture().output, never), argv.join(' ')).toBe(2);
    }
    const help = capture();
    expect(await runChannelSync(['--help'], help.output, never)).toBe(0);
    expect(help.text()).toContain('usage: npm run channels:sync');
  });

  it('--reservations retrieves the reservations instead, and says how many', async () => {
    const calls: unknown[] = [];
    const out = capture();
    const code = await runChannelSync(['--connection', '3', '--reservations'], out.output, {
      fullSync: () => Promise.reject(new Error('not to be called')),
      pullReservations: async (...args) => {
        calls.push(args);
        return { pulled: true, reservations: 4, failed: 1 };
      },
    });
    expect(code).toBe(0);
    expect(calls).toEqual([[3, undefined]]);
    expect(out.text()).toBe('retrieved 4 reservations (1 could not be recorded; the channel tells the hotel)\n');
    const busy = capture();
    expect(await runChannelSync(['--connection', '3', '--reservations'], busy.output, { fullSync: () => Promise.reject(new Error('no')), pullReservations: async () => ({ pulled: false, reason: 'busy' }) })).toBe(1);
    expect(busy.text()).toContain('another sender holds it');
  });

  it('--reservations of a Google connection is refused: Google delivers no reservations (decision 0066)', async () => {
    const out = capture();
    expect(await runChannelSync(['--connection', '4', '--reservations'], out.output, { fullSync: () => Promise.reject(new Error('no')), pullReservations: async () => ({ pulled: false, reason: 'not-pulled' }) })).toBe(2);
    expect(out.text()).toContain('a Google connection has no reservations to retrieve');
  });
});

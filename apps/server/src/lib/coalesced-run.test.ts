import { describe, expect, it } from 'vitest';
import { CoalescedRun } from './coalesced-run.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('CoalescedRun', () => {
  it('folds requests during a pass into one more pass, never two at once', async () => {
    let passes = 0;
    let concurrent = 0;
    let most = 0;
    let release: () => void = () => undefined;
    const run = new CoalescedRun(async () => {
      passes += 1;
      concurrent += 1;
      most = Math.max(most, concurrent);
      await new Promise<void>((resolve) => (release = resolve));
      concurrent -= 1;
    }, () => undefined);
    run.request();
    run.request();
    run.request();
    await settle();
    release();
    await settle();
    release();
    await settle();
    expect(passes).toBe(2);
    expect(most).toBe(1);
  });

  it('reports a failed pass and runs again at the next request', async () => {
    const errors: unknown[] = [];
    let fail = true;
    let passes = 0;
    const run = new CoalescedRun(async () => {
      passes += 1;
      if (fail) throw new Error('database gone');
    }, (error) => errors.push(error));
    run.request();
    await settle();
    expect(errors).toHaveLength(1);
    fail = false;
    run.request();
    await settle();
    expect(passes).toBe(2);
    expect(errors).toHaveLength(1);
  });
});

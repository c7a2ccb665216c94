import { describe, expect, it } from 'vitest';
import { checkDefinitions, cronOf, type JobDefinition } from './job-definition.ts';

const job = (name: string, everyMinutes?: number): JobDefinition => ({ name, everyMinutes, retry: { limit: 0, delaySeconds: 1 }, timeoutSeconds: 1, handler: async () => {} });

describe('job definitions', () => {
  it('turns every-N-minutes into a UTC cron pattern, an hour into minute 0', () => {
    expect(cronOf(1)).toBe('* * * * *');
    expect(cronOf(10)).toBe('*/10 * * * *');
    expect(cronOf(60)).toBe('0 * * * *');
  });

  it('refuses periods that do not divide the hour, bad names and a name used twice', () => {
    expect(() => checkDefinitions([job('nightly', 1440)])).toThrow(/divide 60/);
    expect(() => checkDefinitions([job('Bad_Name', 1)])).toThrow(/lowercase/);
    expect(() => checkDefinitions([job('twice', 1), job('twice', 5)])).toThrow(/twice/);
    expect(checkDefinitions([job('hourly', 60), job('on-demand')])).toHaveLength(2);
  });

  it('takes a concurrency from 1 to 10 and refuses any other', () => {
    for (const concurrency of [0, 1.5, 11]) expect(() => checkDefinitions([{ ...job('send'), concurrency }])).toThrow(/concurrency/);
    expect(checkDefinitions([{ ...job('send'), concurrency: 1 }, { ...job('other'), concurrency: 10 }])).toHaveLength(2);
  });
});

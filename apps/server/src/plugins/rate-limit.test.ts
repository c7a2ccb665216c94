import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env.ts';
import { DEFAULT_RATE_LIMITS, parseRateLimits, redisStartupProblem } from './rate-limit.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
/** main.ts in demo mode (no secrets needed) with one bad setting: one line on stderr, status 1. */
function startWith(over: NodeJS.ProcessEnv) {
  const env = { PATH: process.env.PATH, DEMO_MODE: '1', DATA_DIR: 'memory://', LOG_LEVEL: 'silent', ...over };
  return spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, env, encoding: 'utf8', timeout: 30_000 });
}

describe('REDIS_URL, RATE_LIMIT and RATE_LIMITS', () => {
  it('takes redis:// and rediss:// URLs and refuses anything else, naming the variable', () => {
    expect(loadEnv({ REDIS_URL: 'redis://:secret@10.0.0.5:6379/2' }).REDIS_URL).toBe('redis://:secret@10.0.0.5:6379/2');
    expect(loadEnv({ REDIS_URL: 'rediss://cache.example.com:6380' }).REDIS_URL).toBe('rediss://cache.example.com:6380');
    expect(loadEnv({ REDIS_URL: '' }).REDIS_URL).toBeUndefined();
    expect(() => loadEnv({ REDIS_URL: '127.0.0.1:6379' })).toThrow(/REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/);
    expect(() => loadEnv({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
  });

  it('throttles by default; RATE_LIMIT=off is asked for by name', () => {
    expect(loadEnv({}).RATE_LIMIT).toBe('on');
    expect(loadEnv({ RATE_LIMIT: 'off' }).RATE_LIMIT).toBe('off');
    expect(() => loadEnv({ RATE_LIMIT: 'false' })).toThrow(/RATE_LIMIT/);
  });

  it('overrides the per-minute limits group by group and refuses an unknown group', () => {
    expect(parseRateLimits(undefined)).toEqual(DEFAULT_RATE_LIMITS);
    expect(parseRateLimits('search=600,sms=5')).toEqual({ ...DEFAULT_RATE_LIMITS, search: 600, sms: 5 });
    expect(() => parseRateLimits('serch=600')).toThrow(/unknown group serch/);
    expect(() => loadEnv({ RATE_LIMITS: 'search=lots' })).toThrow(/RATE_LIMITS/);
  });

  it('knows at start-up when the URL reaches no Redis', async () => {
    expect(await redisStartupProblem('redis://127.0.0.1:1', 2_000)).toMatch(/ECONNREFUSED/);
  });

  it('refuses to start with a malformed or unreachable REDIS_URL, in one line', () => {
    const malformed = startWith({ REDIS_URL: 'localhost:6379' });
    expect(malformed.status).toBe(1);
    expect(malformed.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^Invalid environment: REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/)]);

    const unreachable = startWith({ REDIS_URL: 'redis://:hunter2hunter2@127.0.0.1:1' });
    expect(unreachable.status).toBe(1);
    const lines = unreachable.stderr.trim().split('\n');
    expect(lines).toEqual([expect.stringMatching(/^Refusing to start: REDIS_URL does not reach Redis \(.*ECONNREFUSED.*\)/)]);
    expect(lines[0]).not.toContain('hunter2');
  }, 60_000);
});

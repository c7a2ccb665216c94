import { runInThisContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { ZOD_GLOBAL_CONFIG, ZOD_JITLESS_SCRIPT } from './zod-jitless.ts';

describe('ZOD_JITLESS_SCRIPT', () => {
  it("sets jitless on the object zod reads its configuration from (z.config's)", async () => {
    // The page runs it before any module; here it runs as the page would.
    runInThisContext(ZOD_JITLESS_SCRIPT);
    const { config } = await import('zod/v4/core');
    expect(config()).toBe((globalThis as unknown as Record<string, unknown>)[ZOD_GLOBAL_CONFIG]);
    expect(config().jitless).toBe(true);
  });
});

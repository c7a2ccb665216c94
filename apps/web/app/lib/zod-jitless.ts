/**
 * zod 4 probes `new Function` once, when the first object schema is built, to decide whether to
 * compile its parsers; under our Content-Security-Policy (no 'unsafe-eval', decision 0030) the
 * caught probe is still reported as a violation. `jitless` skips the probe (the forms' schemas
 * are small; interpreted parsing costs nothing a guest notices). zod keeps its settings on this
 * global and reads it when a schema is built, so root.tsx sets it in an inline script (with the
 * page's nonce) that runs before any module: what z.config({ jitless: true }) does, without
 * putting zod into every page's first-load JavaScript. zod-jitless.test.ts checks that zod
 * still reads this global.
 */
export const ZOD_GLOBAL_CONFIG = '__zod_globalConfig';

/** Changed in place: a zod already loaded holds this very object. */
export const ZOD_JITLESS_SCRIPT = `(globalThis.${ZOD_GLOBAL_CONFIG}=globalThis.${ZOD_GLOBAL_CONFIG}||{}).jitless=true;`;

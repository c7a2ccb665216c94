import type { ScryptParams } from '../../src/lib/password.ts';

/**
 * The scrypt cost the API suites hash new passwords with: 1 MiB instead of production's 128 MiB.
 * At production cost, hashing was most of the suites' run time; password.test.ts keeps
 * production's cost under test, and hashes stored at another cost still verify.
 */
export const TEST_PASSWORD_COST: ScryptParams = { ln: 10, r: 8, p: 1 };

import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt at OWASP's recommended cost (N=2^17, r=8, p=1: 128 MiB and a few
 * hundred milliseconds per hash). Stored self-describing, PHC style, so the cost can rise later
 * without breaking existing hashes:
 *
 *   $scrypt$ln=17,r=8,p=1$<salt, base64>$<32-byte key, base64>
 */

export interface ScryptParams {
  /** log2 of N. */
  ln: number;
  r: number;
  p: number;
}

export const CURRENT_PARAMS: ScryptParams = { ln: 17, r: 8, p: 1 };
const SALT_BYTES = 32;
const KEY_BYTES = 32;
/** Hashes stored by us never exceed these; anything bigger is a corrupt or hostile row. */
const LIMITS = { ln: 18, r: 8, p: 4 };
const DUMMY_SALT = randomBytes(SALT_BYTES);
const FORMAT = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/;

function derive(password: string, salt: Buffer, { ln, r, p }: ScryptParams): Promise<Buffer> {
  const N = 2 ** ln;
  // scrypt needs 128·N·r bytes; Node refuses anything over 32 MiB unless maxmem is raised.
  const options: ScryptOptions = { N, r, p, maxmem: 2 * 128 * N * r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string, params: ScryptParams = CURRENT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params);
  return `$scrypt$ln=${params.ln},r=${params.r},p=${params.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

function parse(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const match = FORMAT.exec(stored);
  if (!match) return null;
  const [, ln, r, p, salt, key] = match;
  const params = { ln: Number(ln), r: Number(r), p: Number(p) };
  if (params.ln < 1 || params.ln > LIMITS.ln || params.r < 1 || params.r > LIMITS.r || params.p < 1 || params.p > LIMITS.p) return null;
  return { params, salt: Buffer.from(salt!, 'base64'), key: Buffer.from(key!, 'base64') };
}

/** True when `password` matches; false for a wrong password or an unreadable hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || parsed.key.length === 0) return false;
  const key = await derive(password, parsed.salt, parsed.params);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** True when the hash was made with other parameters than `params` (rehash after a good login). */
export function needsRehash(stored: string, params: ScryptParams = CURRENT_PARAMS): boolean {
  const parsed = parse(stored);
  if (!parsed) return true;
  const { ln, r, p } = parsed.params;
  return ln !== params.ln || r !== params.r || p !== params.p || parsed.key.length !== KEY_BYTES;
}

/**
 * Spends the same work as a real check, for logins with an unknown number, so the answer time
 * does not tell which numbers are members.
 */
export async function verifyNothing(password: string, params: ScryptParams = CURRENT_PARAMS): Promise<false> {
  await derive(password, DUMMY_SALT, params);
  return false;
}

/** Hashing at one cost, as the services use it: the composition root picks the cost. */
export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  needsRehash(stored: string): boolean;
  verifyNothing(password: string): Promise<false>;
}

/**
 * Production always hashes at CURRENT_PARAMS. A lower cost exists for the test suites, where
 * scrypt at 128 MiB per hash was most of their run time; it is refused in production.
 */
export function passwordHashing(params: ScryptParams = CURRENT_PARAMS): PasswordHashing {
  if (process.env.NODE_ENV === 'production' && params.ln < CURRENT_PARAMS.ln) {
    throw new Error(`password hashing below ln=${CURRENT_PARAMS.ln} is for tests only, never in production`);
  }
  return {
    hash: (password) => hashPassword(password, params),
    verify: verifyPassword,
    needsRehash: (stored) => needsRehash(stored, params),
    verifyNothing: (password) => verifyNothing(password, params),
  };
}

import { describe, expect, it } from 'vitest';
import { afterEach, vi } from 'vitest';
import { CURRENT_PARAMS, hashPassword, needsRehash, passwordHashing, verifyNothing, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('stores a self-describing scrypt string with a 32-byte salt and key, never the password', async () => {
    const stored = await hashPassword('Secret123');
    const [, scheme, params, salt, key] = stored.split('$');
    expect(scheme).toBe('scrypt');
    expect(params).toBe('ln=17,r=8,p=1');
    expect(Buffer.from(salt!, 'base64')).toHaveLength(32);
    expect(Buffer.from(key!, 'base64')).toHaveLength(32);
    expect(stored).not.toContain('Secret123');
    expect(await verifyPassword('Secret123', stored)).toBe(true);
    expect(await verifyPassword('Secret124', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('Secret123')).not.toBe(await hashPassword('Secret123'));
  });

  it('verifies hashes made with other parameters and asks for a rehash', async () => {
    const cheap = await hashPassword('Secret123', { ln: 10, r: 8, p: 1 });
    expect(cheap).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$/);
    expect(await verifyPassword('Secret123', cheap)).toBe(true);
    expect(needsRehash(cheap)).toBe(true);
  });

  it.each(['', 'plain', '$scrypt$ln=30,r=8,p=1$AAAA$AAAA', '$scrypt$ln=17,r=8,p=1$AAAA$', '$argon2id$v=19$m=1,t=1,p=1$AAAA$AAAA'])(
    'refuses an unreadable or out-of-bounds hash %j without throwing',
    async (stored) => {
      expect(await verifyPassword('Secret123', stored)).toBe(false);
      expect(needsRehash(stored)).toBe(true);
    },
  );

  it('verifyNothing spends the work and says no', async () => {
    expect(await verifyNothing('whatever1')).toBe(false);
  });

  describe('passwordHashing: the cost the services hash at', () => {
    afterEach(() => vi.unstubAllEnvs());

    it('defaults to production cost', async () => {
      const passwords = passwordHashing();
      const stored = await passwords.hash('Secret123');
      expect(stored).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$/);
      expect(passwords.needsRehash(stored)).toBe(false);
      expect(await passwords.verify('Secret123', stored)).toBe(true);
    });

    it('a test suite\'s lower cost hashes at that cost and asks to rehash production hashes down to it', async () => {
      const passwords = passwordHashing({ ln: 10, r: 8, p: 1 });
      const stored = await passwords.hash('Secret123');
      expect(stored).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$/);
      expect(passwords.needsRehash(stored)).toBe(false);
      expect(passwords.needsRehash(await hashPassword('Secret123'))).toBe(true);
      expect(await passwords.verifyNothing('Secret123')).toBe(false);
    });

    it('refuses a cost below production\'s in production', () => {
      vi.stubEnv('NODE_ENV', 'production');
      expect(() => passwordHashing({ ln: 10, r: 8, p: 1 })).toThrow(/tests only/);
      expect(passwordHashing(CURRENT_PARAMS)).toBeDefined();
    });
  });
});

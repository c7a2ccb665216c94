import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets at rest: AES-256-GCM under a key of their own, so a copy of the database alone opens
 * none of them. Staff TOTP secrets under STAFF_TOTP_KEY (decision 0023), channel manager passwords
 * under CHANNEL_SECRET_KEY (decision 0062). Stored as v1.<iv>.<tag>.<ciphertext>, base64url.
 */
export class SecretBox {
  private readonly key: Buffer;

  /** `keyMaterial`: the setting (32+ characters); its SHA-256 is the AES key. */
  constructor(keyMaterial: string) {
    this.key = createHash('sha256').update(keyMaterial).digest();
  }

  seal(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
  }

  /** The secret, or null when it was sealed under another key or tampered with. */
  open(sealed: string): string | null {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || body === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}

/**
 * The TOTP key when STAFF_TOTP_KEY is unset (demo mode, development, tests): fixed, so enrolments
 * survive a restart, and public, so it protects nothing. Production refuses to start without
 * a key of its own (startup-check.ts).
 */
export const DEMO_TOTP_KEY = 'felton-demo-staff-totp-key-not-secret';

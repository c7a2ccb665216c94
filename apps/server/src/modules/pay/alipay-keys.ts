import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';

/**
 * Alipay's key tool gives bare base64 (PKCS#1 or PKCS#8 for the private key); the SDK wants PEM
 * and a key type. Normalising here also fails early, at start, on a key that is not one.
 */
export function privateKeyOf(text: string): KeyObject {
  return rsaKey(text, 'private key', (der) => {
    try {
      return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
    } catch {
      return createPrivateKey({ key: der, format: 'der', type: 'pkcs1' });
    }
  });
}

export function publicKeyOf(text: string): KeyObject {
  return rsaKey(text, 'public key', (der) => createPublicKey({ key: der, format: 'der', type: 'spki' }));
}

function rsaKey(text: string, what: string, fromDer: (der: Buffer) => KeyObject): KeyObject {
  let key: KeyObject;
  try {
    const trimmed = text.trim();
    if (trimmed.startsWith('-----BEGIN')) key = what === 'private key' ? createPrivateKey(trimmed) : createPublicKey(trimmed);
    else key = fromDer(Buffer.from(trimmed.replace(/\s+/g, ''), 'base64'));
  } catch {
    // Never the key itself in the message.
    throw new Error(`Alipay ${what} is not a valid key`);
  }
  if (key.asymmetricKeyType !== 'rsa') throw new Error(`Alipay ${what} is not an RSA key`);
  return key;
}

export function pem(key: KeyObject, type: 'pkcs8' | 'spki'): string {
  return key.export({ type, format: 'pem' }).toString();
}

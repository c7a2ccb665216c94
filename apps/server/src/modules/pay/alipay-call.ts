/** How one call through alipay-sdk is bounded in time and how its failure is told without its message. */

class DeadlineExceeded extends Error {}

/**
 * The SDK's timeout bounds waiting for headers and for the body separately, and connecting takes
 * undici's own 10 s on top: this bounds the whole call. A late answer is dropped, which is safe
 * because every call is repeatable (precreate, close and refund are idempotent on our ids).
 */
export async function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineExceeded()), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
    work.catch(() => undefined);
  }
}

/**
 * A short reason for a failed call, from the error's kind only: the SDK's messages quote the
 * answer (and its signature check, the whole signed text).
 */
export function failureOf(error: unknown): string {
  if (error instanceof DeadlineExceeded) return 'timeout';
  const e = (error ?? {}) as { name?: unknown; message?: unknown; cause?: unknown };
  const message = typeof e.message === 'string' ? e.message : '';
  if (e.name === 'AlipayRequestError') {
    if (message.startsWith('验签失败')) return 'answer signature does not verify';
    const status = /^HTTP 请求错误, status: (\d+)/.exec(message);
    if (status) return `http_${status[1]}`;
    if (message.startsWith('HttpClient Request error')) {
      const cause = (e.cause ?? {}) as { name?: unknown; code?: unknown };
      if (typeof cause.name === 'string' && cause.name.includes('Timeout')) return 'timeout';
      if (typeof cause.code === 'string' && /^[A-Z_]+$/.test(cause.code)) return `network:${cause.code}`;
      return 'network';
    }
    return 'malformed answer';
  }
  // An answer without "sign" makes node:crypto throw while verifying; JSON errors land here too.
  return 'unverifiable answer';
}

/**
 * Whether an error says the database could not be reached or could not work, rather than that a
 * query was wrong: the connection was refused, dropped or timed out, the server is shutting down
 * or starting up, or it ran out of a resource (disk, memory, connections). Such a request is
 * answered 503 with Retry-After (issue 32), never 500, and nothing retries it silently.
 * Drizzle wraps the driver's error, so the cause chain is searched.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (SQLSTATE_UNAVAILABLE.test(code) || SOCKET_CODES.has(code))) return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((m) => message.startsWith(m))) return true;
  }
  return false;
}

/**
 * SQLSTATE classes 08 (connection exception) and 53 (insufficient resources: disk full, out of
 * memory, too many connections), and 57P01–57P03 (shut down by an administrator, crash shutdown,
 * cannot connect now: starting up or recovering).
 */
const SQLSTATE_UNAVAILABLE = /^(08...|53...|57P0[123])$/;

/** Node's socket errors on the way to the server. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** node-postgres and pg-pool say these in words, with no code. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
  // PGlite closed under a request (shutting down).
  'PGlite is closed',
];

/**
 * Errors that mean "the database could not be reached", not "this request is wrong": a restart, a failover or a
 * dropped connection. The API answers them with 503 (server/jsonapi/respond.ts) so clients retry, and the pg pool
 * replaces the broken connections by itself.
 */

/** Node socket errors met while connecting or mid-query. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
/** PostgreSQL SQLSTATEs: admin/crash shutdown, starting up or shutting down, too many connections. */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** node-postgres reports a lost connection with these messages and no code. */
const MESSAGES = [
  /^Connection terminated/,
  /connection error and is not queryable/,
  /timeout exceeded when trying to connect/,
  /^Client was closed and is not queryable/,
];

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
}

/**
 * The driver error that says the database is unreachable, as "code: message" for the log, or null when the error
 * means something else. Follows the cause chain (drizzle wraps driver errors in one whose message holds the query
 * and its parameters, which must not reach the log); duck-typed, as socket errors may come from another realm.
 */
export function databaseUnavailableReason(error: unknown): string | null {
  let e: unknown = error;
  for (let depth = 0; typeof e === 'object' && e !== null && depth < 5; depth++) {
    const { code, message, cause } = e as ErrorLike;
    const text = typeof message === 'string' ? message : '';
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || SQLSTATES.has(code) || code.startsWith('08'))) return `${code}: ${text}`;
    if (MESSAGES.some((m) => m.test(text))) return text;
    e = cause;
  }
  return null;
}

/**
 * The request id that ties a request's log lines, its response (X-Request-Id) and its Sentry event together.
 * A client's or load balancer's X-Request-Id is kept when it looks like an id; anything else gets a new one, so a
 * client cannot write arbitrary text into the log through it.
 */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/** Letters, digits and `._:-`, 8 to 128 characters: a UUID, a load balancer's trace id. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

export function requestIdFrom(header: string | null | undefined): string {
  return header && SAFE_REQUEST_ID.test(header) ? header : crypto.randomUUID();
}

/**
 * Which counters a sign-in attempt uses, and how its outcome settles them (docs/decisions.md, "Sign-in
 * limits"). Only wrong passwords count, and the owner's right password on a known device is never refused
 * because of someone else's failures:
 *
 * - unknown device: per client address (password spraying), per account and address (reset by a success),
 *   and per account (guessing from many addresses; only unknown devices are refused by it);
 * - known device (server/auth/device-tokens.ts, valid for this account): per account and device only, with
 *   a higher limit; its failures still add to the address count, which does not refuse it.
 *
 * Every counter is taken before the password is checked and given back when it proves right, so parallel
 * guesses cannot overshoot a limit while a slow hash runs.
 */
import { ApiError } from '../jsonapi/errors';
import { addressBucket } from '../net/client-address';
import { RATE_LIMITS, type RateLimiter } from './rate-limit';

interface Counter {
  key: string;
  limit: number;
  windowMs: number;
}

const counter = (key: string, rule: { limit: number; windowMs: number }): Counter => ({ key, ...rule });

export interface SignInAttempt {
  /** The password was right: the attempt does not count, and this address starts afresh for the account. */
  succeeded(): Promise<void>;
  /** The password was wrong: the attempt stays counted. */
  failed(): Promise<void>;
}

export async function beginSignIn(
  limiter: RateLimiter,
  input: { email: string; ip: string; knownDeviceId: string | null },
): Promise<SignInAttempt> {
  const account = input.email.trim().toLowerCase();
  const ip = addressBucket(input.ip);
  const perIp = counter(`signInFail:ip:${ip}`, RATE_LIMITS.signInFailuresPerIp);
  const perEmailIp = counter(`signInFail:email-ip:${account}:${ip}`, RATE_LIMITS.signInFailuresPerEmailAndIp);
  const counted = input.knownDeviceId
    ? [counter(`signInFail:device:${account}:${input.knownDeviceId}`, RATE_LIMITS.signInFailuresPerDevice)]
    : [perIp, perEmailIp, counter(`signInFail:account:${account}`, RATE_LIMITS.signInFailuresPerAccount)];

  const results = await Promise.all(counted.map((c) => limiter.hit(c.key, c.limit, c.windowMs)));
  const blocked = results.filter((r) => !r.allowed);
  if (blocked.length) {
    // A refused attempt is not an attempt: give every counter back, so refusals do not push the limit on.
    await Promise.all(counted.map((c) => limiter.refund(c.key, c.limit, c.windowMs)));
    const seconds = Math.max(...blocked.map((r) => r.retryAfterSeconds));
    throw new ApiError(429, { code: 'tooManyRequests', params: { seconds } }, { 'Retry-After': String(seconds) });
  }

  return {
    succeeded: async () => {
      await Promise.all([
        ...counted.filter((c) => c !== perEmailIp).map((c) => limiter.refund(c.key, c.limit, c.windowMs)),
        limiter.reset(perEmailIp.key, perEmailIp.limit, perEmailIp.windowMs),
      ]);
    },
    failed: async () => {
      // A known device is not refused per address, but its failures still show up there.
      if (input.knownDeviceId) await limiter.hit(perIp.key, perIp.limit, perIp.windowMs);
    },
  };
}

/**
 * Secrets derived from a server key instead of stored (docs/decisions.md, "Shift cancel links and calendar feed
 * addresses"): the cancel link of a sign-up and the address of a calendar feed are HMAC-SHA256 of what they name,
 * so a mail sent days later (the reminder) can carry the same cancel link as the confirmation, and the feed address
 * can be shown again, while the database holds nothing that opens either (sign-ups keep only the link's SHA-256 for
 * the lookup; feeds keep only a version, which rotating bumps).
 *
 * The key is DEVICE_TOKEN_SECRET or SESSION_SECRET (Deps.deviceTokenSecret, as for known-device tokens), through
 * its own HMAC label so no other token can be replayed here. Without either (development, tests) a random key per
 * process is used: links and feed addresses then last until the restart.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Deps } from '../../context';

const processKey = randomBytes(32).toString('hex');

function keyOf(deps: Pick<Deps, 'deviceTokenSecret'>, label: string): Buffer {
  return createHmac('sha256', deps.deviceTokenSecret ?? processKey)
    .update(`shifts:${label}`)
    .digest();
}

const mac = (deps: Pick<Deps, 'deviceTokenSecret'>, label: string, message: string) =>
  createHmac('sha256', keyOf(deps, label)).update(message).digest('base64url');

/** The cancel link's token of a sign-up: its id and an HMAC of id and creation time. */
export function signupCancelToken(deps: Pick<Deps, 'deviceTokenSecret'>, signup: { id: number; createdAt: Date }): string {
  return `${signup.id}.${mac(deps, 'cancel', `${signup.id}:${signup.createdAt.getTime()}`)}`;
}

export type FeedOwner = { kind: 'user'; id: number } | { kind: 'organization'; id: number };

const OWNER_PREFIX = { user: 'u', organization: 'o' } as const;

/** A feed address's token: owner, version and an HMAC of the three (e.g. `u12-3-<43 characters>`). */
export function feedToken(deps: Pick<Deps, 'deviceTokenSecret'>, owner: FeedOwner, centerId: number, version: number): string {
  const head = `${OWNER_PREFIX[owner.kind]}${owner.id}-${version}`;
  return `${head}-${mac(deps, 'feed', `${centerId}:${head}`)}`;
}

const FEED_TOKEN = /^([uo])(\d{1,10})-(\d{1,10})-([A-Za-z0-9_-]{43})$/;

/** The owner and version a token claims, if its HMAC holds (the caller still compares the version with the stored one). */
export function readFeedToken(
  deps: Pick<Deps, 'deviceTokenSecret'>,
  centerId: number,
  token: string,
): { owner: FeedOwner; version: number } | null {
  const match = FEED_TOKEN.exec(token);
  if (!match) return null;
  const owner: FeedOwner = { kind: match[1] === 'u' ? 'user' : 'organization', id: Number(match[2]) };
  const version = Number(match[3]);
  const expected = Buffer.from(feedToken(deps, owner, centerId, version));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { owner, version } : null;
}

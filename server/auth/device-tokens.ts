/**
 * Known-device tokens: handed out with every successful sign-in (the `device` response header; the web keeps
 * it in its own long-lived cookie) and sent back with later sign-ins. A valid token for the account means the
 * device has signed in before, so failed passwords from elsewhere do not lock it out
 * (server/auth/sign-in-limits.ts). Stateless: an HMAC over the user id and a random device id.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const DEVICE_HEADER = 'device';

export interface DeviceClaim {
  userId: number;
  deviceId: string;
}

const VERSION = 'd1';

/** Without a configured secret: one per process, so known devices are forgotten when it restarts. */
const processSecret = randomBytes(32).toString('base64url');

function mac(secret: string | undefined, userId: number, deviceId: string): string {
  return createHmac('sha256', secret ?? processSecret)
    .update(`device-token:${VERSION}:${userId}:${deviceId}`)
    .digest('base64url');
}

export function issueDeviceToken(secret: string | undefined, userId: number, deviceId = randomBytes(16).toString('base64url')): string {
  return `${VERSION}.${userId}.${deviceId}.${mac(secret, userId, deviceId)}`;
}

/** The claim of a well-formed, correctly signed token; null for anything else. */
export function readDeviceToken(secret: string | undefined, token: string | null | undefined): DeviceClaim | null {
  if (!token || token.length > 200) return null;
  const match = /^d1\.(\d{1,12})\.([A-Za-z0-9_-]{16,64})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  if (!match) return null;
  const userId = Number(match[1]);
  const deviceId = match[2]!;
  const given = Buffer.from(match[3]!);
  const expected = Buffer.from(mac(secret, userId, deviceId));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, deviceId };
}

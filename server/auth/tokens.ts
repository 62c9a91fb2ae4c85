/** Random secrets for auth and mailed tokens; only their SHA-256 is stored (they carry 256 bits of entropy). */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const newSecret = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const newClientId = () => randomBytes(16).toString('base64url');
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export function secretMatches(secret: string, storedHash: string): boolean {
  const a = Buffer.from(hashSecret(secret), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

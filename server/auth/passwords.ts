/** Passwords are hashed with argon2id; parameters follow OWASP's minimum (19 MiB, 2 passes). */
import argon2 from 'argon2';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}

export const argon2Hasher: PasswordHasher = {
  hash: (password) => argon2.hash(password, { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 }),
  async verify(hash, password) {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  },
};

let dummy: Promise<string> | undefined;
/** Verifying against this when the account does not exist keeps response times from revealing addresses. */
export function dummyHash(hasher: PasswordHasher): Promise<string> {
  dummy ??= hasher.hash(`dummy-${Math.random()}`);
  return dummy;
}

import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the package exports it as a const enum, which isolated modules cannot read.
const ARGON2ID = 2;

/** argon2id with OWASP's minimum profile; `fast` only for tests and generated benchmark data. */
let fastMode = false;
export const useFastHashing = (on: boolean) => {
  fastMode = on;
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, fastMode ? { algorithm: ARGON2ID, memoryCost: 1024, timeCost: 1, parallelism: 1 } : { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 });
}

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** Hash of a random password, verified against when no account exists, so timing reveals nothing. */
let dummy: Promise<string> | null = null;
export const dummyHash = () => (dummy ??= hashPassword('coulisse-timing-equaliser'));

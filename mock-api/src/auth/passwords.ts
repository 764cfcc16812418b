import { hash, verify } from '@node-rs/argon2';

export interface HashCost {
  /** KiB of memory per hash. */
  memoryCost: number;
  timeCost: number;
}

/** OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane); tests pass a tiny cost to stay fast. */
export const DEFAULT_HASH_COST: HashCost = { memoryCost: 19_456, timeCost: 2 };

export function hashPassword(password: string, cost: HashCost): Promise<string> {
  // @node-rs/argon2 defaults to argon2id (its Algorithm enum is a const enum that isolatedModules cannot import).
  return hash(password, { parallelism: 1, ...cost });
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

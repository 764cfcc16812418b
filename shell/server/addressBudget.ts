// A budget per client address for work a visitor can make the server do for nothing: rendering a
// page for a made-up address (each one a full render, 60-280 ms, that no cache can share, since the
// not-found page names the path asked for). Each address may spend `perWindow` such renders in any
// `windowMs`, refilled continuously (a token bucket); past that, its made-up addresses get the bare
// page (drawn in the browser) until the budget refills. A visitor who mistypes an address or follows
// a dead link never comes near it; a script walking made-up paths meets it at once.
// Addresses are held in a bounded LRU, so a flood from many addresses cannot grow the memory.
import { LRUCache } from 'lru-cache';

export const NOT_FOUND_RENDERS_PER_MINUTE = 30;

export interface AddressBudgetOptions {
  /** Renders an address may spend in a window. */
  perWindow?: number;
  windowMs?: number;
  /** Addresses remembered at once (least recently seen go first). */
  maxAddresses?: number;
  now?: () => number;
}

export interface AddressBudget {
  /** True while `address` may still be given a render of this kind. */
  allows(address: string): boolean;
  /** Counts one render against `address`. */
  spend(address: string): void;
}

interface Bucket {
  tokens: number;
  at: number;
}

export function createAddressBudget({
  perWindow = NOT_FOUND_RENDERS_PER_MINUTE,
  windowMs = 60_000,
  maxAddresses = 10_000,
  now = Date.now,
}: AddressBudgetOptions = {}): AddressBudget {
  const buckets = new LRUCache<string, Bucket>({ max: maxAddresses });
  const refilled = (address: string): Bucket => {
    const bucket = buckets.get(address);
    if (!bucket) return { tokens: perWindow, at: now() };
    const t = now();
    const tokens = Math.min(perWindow, bucket.tokens + ((t - bucket.at) * perWindow) / windowMs);
    return { tokens, at: t };
  };
  return {
    allows(address) {
      return refilled(address).tokens >= 1;
    },
    spend(address) {
      const bucket = refilled(address);
      buckets.set(address, { tokens: Math.max(0, bucket.tokens - 1), at: bucket.at });
    },
  };
}

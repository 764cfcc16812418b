import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** JWT_SECRET must carry at least 256 bits; a hex or base64 string of 32+ characters is accepted as is. */
export const MIN_SECRET_LENGTH = 32;

/**
 * The signing secret: the configured one, else (outside production) 256 random bits generated once
 * into DATA_DIR/jwt-secret (mode 600) so tokens survive a restart.
 */
export function resolveJwtSecret(dataDir: string, configured: string | undefined, production: boolean): Uint8Array {
  if (configured !== undefined && configured !== '') {
    if (configured.length < MIN_SECRET_LENGTH) {
      throw new Error(`JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters (256 bits)`);
    }
    return new TextEncoder().encode(configured);
  }
  if (production) throw new Error('JWT_SECRET is required when NODE_ENV=production');
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 64) return Buffer.from(stored, 'hex');
  }
  const secret = randomBytes(32);
  writeFileSync(file, secret.toString('hex'), { mode: 0o600 });
  return secret;
}

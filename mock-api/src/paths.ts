import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The mock-api package folder, found by walking up from this file: the same code runs from src/
 * (tests, tsc) and bundled from dist/, so a fixed number of `..` would be wrong in one of them.
 */
export function packageRoot(start: string = __dirname): string {
  let dir = start;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        if ((JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'mock-api') return dir;
      } catch {
        // an unreadable package.json is not ours; keep walking
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(start, '..');
    dir = parent;
  }
}

/** Default DATA_DIR: `data/` at the repository root (ARCHITECTURE.md, "Ports, commands and settings"). */
export function defaultDataDir(): string {
  return path.resolve(packageRoot(), '..', 'data');
}

// The shell's built index.html, read at start and looked at again at most once a second, beside the
// requests rather than before them: a shell rebuilt in place is picked up without a restart.
import { readFileSync, statSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';

/** How often the template's file is looked at. */
const TEMPLATE_CHECK_MS = 1_000;

export interface PageTemplate {
  readonly text: string;
  /** When the file was last written: part of a cached page's key. */
  readonly mtimeMs: number;
  /** Looks at the file again if the last look is a second old (the answer comes for later requests). */
  check(): void;
}

export function watchTemplate(
  root: string,
  { now, onError }: { now: () => number; onError: (error: unknown) => void },
): PageTemplate {
  const file = path.join(path.resolve(root), 'index.html');
  let current = { mtimeMs: statSync(file).mtimeMs, text: readFileSync(file, 'utf8') };
  let checkedAt = now();
  let checking: Promise<void> | null = null;
  return {
    get text() {
      return current.text;
    },
    get mtimeMs() {
      return current.mtimeMs;
    },
    check() {
      if (now() - checkedAt < TEMPLATE_CHECK_MS || checking) return;
      checking = stat(file)
        .then((info) => {
          if (info.mtimeMs !== current.mtimeMs) current = { mtimeMs: info.mtimeMs, text: readFileSync(file, 'utf8') };
        })
        .catch(onError)
        .finally(() => {
          checkedAt = now();
          checking = null;
        });
    },
  };
}

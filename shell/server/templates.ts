// The shell's built index.html in each language (mf.words.mjs: the Bengali build's is index.bn.html,
// its code carrying only Bengali words), read at start and looked at again at most once a second, so a
// shell rebuilt in place is served without a restart. A build without index.bn.html (one with both
// languages' words in its code) serves index.html to both.
import { readFileSync, statSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from '@gsvmc/shared-kit';

/** How often the templates' files are looked at. */
export const TEMPLATE_CHECK_MS = 1_000;

/** The file of the shell's page in `locale`'s build (`index.html`, `index.bn.html`). */
export const templateName = (locale: Locale): string => (locale === 'en' ? 'index.html' : `index.${locale}.html`);

interface Template {
  mtimeMs: number;
  text: string;
}

export interface Templates {
  /** The page's text for `locale`, and its file's change time (a part of the render cache's keys). */
  get(locale: Locale): Template;
  /** Whether `locale` has a build of its own (its remotes' entries then carry the language's name). */
  hasOwnBuild(locale: Locale): boolean;
  /**
   * Looks at the files again if a second has passed since the last look; never rejects. Resolves when
   * that look is done (null: not time yet, or one under way).
   */
  check(): Promise<void> | null;
}

const read = (file: string): Template | null => {
  try {
    return { mtimeMs: statSync(file).mtimeMs, text: readFileSync(file, 'utf8') };
  } catch {
    return null;
  }
};

export function createTemplates(root: string, now: () => number, onError: (error: unknown) => void): Templates {
  const files: Record<Locale, string> = {
    en: path.join(path.resolve(root), templateName('en')),
    bn: path.join(path.resolve(root), templateName('bn')),
  };
  const english = read(files.en);
  if (!english) throw new Error(`the shell's ${files.en} cannot be read: build the shell first`);
  const current: Record<Locale, Template | null> = { en: english, bn: read(files.bn) };
  let checkedAt = now();
  let checking: Promise<void> | null = null;

  const look = async (locale: Locale) => {
    const info = await stat(files[locale]).catch(() => null);
    if (!info) {
      if (locale !== 'en') current[locale] = null;
      return;
    }
    if (info.mtimeMs !== current[locale]?.mtimeMs) current[locale] = read(files[locale]) ?? current[locale];
  };

  return {
    get: (locale) => current[locale] ?? current.en!,
    hasOwnBuild: (locale) => locale === 'en' || current[locale] !== null,
    check() {
      if (now() - checkedAt < TEMPLATE_CHECK_MS || checking) return null;
      const looking = Promise.all([look('en'), look('bn')])
        .then(() => undefined)
        .catch(onError)
        .finally(() => {
          checkedAt = now();
          checking = null;
        });
      checking = looking;
      return looking;
    },
  };
}

// Small modules: a source file a newcomer can read in one sitting. No source file is over 400 lines
// and a new one stays within 300; the files still over 300 are named below, and that list may only
// shrink (a ratchet). Split a long file along its concerns (data hook, sections, styles, pure
// helpers), never at an arbitrary line.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

/** Where source lives: each package's src, server and scripts folders, and the repository's scripts. */
const SOURCE_DIRS = [
  ...[
    'config',
    'shared-types',
    'shared-kit',
    'mock-api',
    'shell',
    'mf-public',
    'mf-directories',
    'mf-admin',
    'e2e',
    'lint',
  ].flatMap((pkg) => ['src', 'server', 'scripts'].map((dir) => `${pkg}/${dir}`)),
  'scripts',
];
const SOURCE_FILE = /\.(ts|tsx|mjs|cjs)$/;
/** Tests, built output, installed packages and migrations (frozen as they shipped) are not counted. */
const SKIPPED_DIR = new Set(['node_modules', 'dist', 'test', 'tests', '__tests__', 'migrations', 'coverage']);
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;
/** Data, not code: every page's first revision and the sample content a first start seeds. */
const DATA_FILES = new Set(['shared-types/src/contentSeed.ts', 'mock-api/src/seed/data.ts']);

const SOFT_LIMIT = 300;
const HARD_LIMIT = 400;

/**
 * The files still over 300 lines, each with the length it may not exceed. Only removals and smaller
 * numbers are allowed here; none may pass 400.
 */
const STILL_OVER_300: Record<string, number> = {
  'mock-api/src/noticeText/engine/actualText.mjs': 397,
  'mock-api/src/routes/content.ts': 356,
  'mock-api/src/repositories/content.ts': 338,
};

function sourceFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(path.join(ROOT, dir), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return SKIPPED_DIR.has(entry.name) ? [] : sourceFiles(rel);
    return SOURCE_FILE.test(entry.name) && !TEST_FILE.test(entry.name) && !DATA_FILES.has(rel) ? [rel] : [];
  });
}

/** Lines as an editor numbers them (a final newline does not start another). */
function lineCount(text: string): number {
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

/** What breaks the limits, one sentence each; empty when the tree keeps them. */
function structureProblems(lengths: Map<string, number>, allowed: Record<string, number>): string[] {
  const problems: string[] = [];
  for (const [file, lines] of lengths) {
    const ceiling = allowed[file];
    if (ceiling === undefined) {
      if (lines > HARD_LIMIT) problems.push(`${file} has ${lines} lines: no source file may pass ${HARD_LIMIT}`);
      else if (lines > SOFT_LIMIT)
        problems.push(`${file} has ${lines} lines: a file not listed may not pass ${SOFT_LIMIT}`);
    } else if (lines > ceiling) {
      problems.push(
        `${file} has ${lines} lines, more than the ${ceiling} it is listed with: split it, never raise the number`,
      );
    } else if (lines <= SOFT_LIMIT) {
      problems.push(`${file} has ${lines} lines, within ${SOFT_LIMIT}: remove it from the list`);
    }
  }
  for (const file of Object.keys(allowed))
    if (!lengths.has(file))
      problems.push(`${file} is listed but is not a source file any more: remove it from the list`);
  return problems;
}

function measuredTree(): Map<string, number> {
  return new Map(
    SOURCE_DIRS.flatMap(sourceFiles).map((file) => [file, lineCount(readFileSync(path.join(ROOT, file), 'utf8'))]),
  );
}

describe('source files stay small', () => {
  it(`no source file passes ${HARD_LIMIT} lines, and only the listed ones pass ${SOFT_LIMIT}`, () => {
    expect(structureProblems(measuredTree(), STILL_OVER_300)).toEqual([]);
  });

  it(`lets at most five files pass ${SOFT_LIMIT}`, () => {
    expect(Object.keys(STILL_OVER_300).length).toBeLessThanOrEqual(5);
  });

  it(`lists no file over ${HARD_LIMIT}`, () => {
    expect(Object.keys(STILL_OVER_300).filter((file) => STILL_OVER_300[file]! > HARD_LIMIT)).toEqual([]);
  });

  it('finds each way a file can break the limits', () => {
    const lengths = new Map([
      ['a/src/new.ts', 301],
      ['a/src/huge.ts', 401],
      ['a/src/grown.ts', 350],
      ['a/src/shrunk.ts', 300],
      ['a/src/fine.ts', 300],
      ['a/src/listed.ts', 320],
    ]);
    const problems = structureProblems(lengths, {
      'a/src/grown.ts': 340,
      'a/src/shrunk.ts': 330,
      'a/src/listed.ts': 320,
      'a/src/gone.ts': 310,
    });
    expect(problems).toEqual([
      expect.stringContaining('a/src/new.ts has 301 lines'),
      expect.stringContaining('a/src/huge.ts has 401 lines'),
      expect.stringContaining('a/src/grown.ts has 350 lines, more than the 340'),
      expect.stringContaining('a/src/shrunk.ts has 300 lines, within 300: remove it'),
      expect.stringContaining('a/src/gone.ts is listed but is not a source file'),
    ]);
  });

  it('counts lines as an editor does and skips tests, built output and seed data', () => {
    expect(lineCount('')).toBe(0);
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('a\nb')).toBe(2);
    const files = [...measuredTree().keys()];
    expect(files).toContain('shared-kit/src/ui/DataTable.tsx');
    expect(files).toContain('mock-api/src/server.ts');
    expect(files).toContain('scripts/test.mjs');
    expect(files.some((f) => TEST_FILE.test(f) || /\/(dist|node_modules|migrations|test)\//.test(f))).toBe(false);
    expect(files).not.toContain('shared-types/src/contentSeed.ts');
  });
});

// compileHints.mjs: the start-up files open with V8's compile hint, and their source maps still point
// at the same code.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { COMPILE_HINT, startsEveryPage, withCompileHint } from '../compileHints.mjs';

const chunk = (name: string | undefined, runtime = false) => ({ name, hasRuntime: () => runtime });

describe('startsEveryPage', () => {
  it.each([
    ['an entry (it carries the runtime)', chunk('main', true)],
    ['a remote entry', chunk('mf_public', true)],
    ['the React file', chunk('lib-react')],
    ["the shell's bootstrap", chunk('bootstrap')],
    ['an exposed page', chunk('__federation_expose_LandingPage')],
  ])('takes %s', (_what, c) => expect(startsEveryPage(c)).toBe(true));

  it("takes the chunk that holds the kit's core, whatever its number", () => {
    const files = ['/app/shared-kit/src/api/baseApi.ts', '/app/shared-kit/src/index.ts'];
    expect(startsEveryPage(chunk(undefined), files)).toBe(true);
    expect(startsEveryPage(chunk(undefined), ['/app/shared-kit/src/dialog.ts'])).toBe(false);
  });

  it.each([
    ['a numbered chunk', chunk(undefined)],
    ['a lazily loaded page of the shell', chunk('login')],
    ['a name that only contains "bootstrap"', chunk('bootstrap-admin')],
  ])('leaves %s', (_what, c) => expect(startsEveryPage(c)).toBe(false));
});

describe('withCompileHint', () => {
  const map = JSON.stringify({ version: 3, sources: ['a.ts'], names: [], mappings: 'AAAA;AACA' });

  it('puts the hint on a line of its own before the code and one empty line before the mappings', () => {
    const out = withCompileHint('f();\ng();', map);
    expect(out.code).toBe(`${COMPILE_HINT}f();\ng();`);
    expect(JSON.parse(out.map!).mappings).toBe(';AAAA;AACA');
  });

  it('leaves a file that already has it as it is', () => {
    const once = withCompileHint('f();', map);
    expect(withCompileHint(once.code, once.map)).toEqual(once);
  });

  it('works without a source map', () => {
    expect(withCompileHint('f();', undefined)).toEqual({ code: `${COMPILE_HINT}f();`, map: undefined });
  });
});

describe('CompileHintsPlugin in a production build', () => {
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
    writeFileSync(
      path.join(dir, 'index.js'),
      'setTimeout(() => import(/* webpackChunkName: "bootstrap" */ \'./bootstrap\'), 0);\n',
    );
    writeFileSync(
      path.join(dir, 'bootstrap.js'),
      "export function start() {\n  return 'the marker ' + Math.random();\n}\nimport('./later');\nstart();\n",
    );
    writeFileSync(path.join(dir, 'later.js'), "export const later = 'later ' + Math.random();\n");
    // @rspack/core is an ES module, which this test runner cannot import: the build runs in its own
    // process, as `npm run build` runs it.
    writeFileSync(
      path.join(dir, 'rspack.config.mjs'),
      `import { CompileHintsPlugin } from ${JSON.stringify(path.resolve(__dirname, '../compileHints.mjs'))};
export default {
  mode: 'production',
  context: ${JSON.stringify(dir)},
  entry: './index.js',
  devtool: 'source-map',
  output: { path: ${JSON.stringify(path.join(dir, 'dist'))}, filename: '[name].js', chunkFilename: '[name].js' },
  plugins: [new CompileHintsPlugin()],
};
`,
    );
    execFileSync(
      process.execPath,
      [
        path.resolve(__dirname, '../node_modules/@rspack/cli/bin/rspack.js'),
        'build',
        '-c',
        path.join(dir, 'rspack.config.mjs'),
      ],
      { cwd: dir, stdio: 'pipe' },
    );
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const file = (name: string) => readFileSync(path.join(dir, 'dist', name), 'utf8');

  it('gives the hint to the entry and the bootstrap, not to other chunks', () => {
    expect(file('main.js').startsWith(COMPILE_HINT)).toBe(true);
    expect(file('bootstrap.js').startsWith(COMPILE_HINT)).toBe(true);
    const others = readdirSync(path.join(dir, 'dist')).filter(
      (name) => name.endsWith('.js') && !['main.js', 'bootstrap.js'].includes(name),
    );
    expect(others).toHaveLength(1);
    expect(others.map((name) => file(name).startsWith('//#'))).toEqual([false]);
  });

  it("keeps the bootstrap's source map pointing at its source", () => {
    const code = file('bootstrap.js');
    const lines = code.split('\n');
    const line = lines.findIndex((text) => text.includes('the marker'));
    expect(line).toBeGreaterThan(0);
    const position = originalPositionFor(new TraceMap(file('bootstrap.js.map')), {
      line: line + 1,
      column: (lines[line] ?? '').indexOf('the marker'),
    });
    expect(position.source).toMatch(/bootstrap\.js$/);
    expect(position.line).toBe(2);
  });
});

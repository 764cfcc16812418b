// V8's explicit compile hint (Chrome 136+): a file that starts with `//# allFunctionsCalledOnLoad` has
// every function compiled when the file is compiled, instead of one by one on the page's main thread the
// first time each runs. Worth it only for files whose functions nearly all run as a page starts: the
// federation runtime (the shell's entry), the shell's start-up, React and Redux (hydration runs most of
// them), the kit's core, a remote's entry and its exposed pages. Measured on `/` at CPU × 1: the shell entry's
// evaluation 14-15 ms → 9-11 ms, React's hydration slices 10-21 ms → 7-8 ms, the kit's evaluation on
// `/facultyTable` 17.6-19.3 ms → 11.3-18.0 ms. Other browsers read
// the line as a comment.
//
// Added after minification (which drops comments) and after the source maps are written, whose
// mappings then start with one empty line so every position still points where it did.
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The core of shared-kit: its chunk holds the kit's start (its API definitions, its components). */
const KIT_CORE = /[\\/]shared-kit[\\/]src[\\/]index\.ts$/;

/**
 * What chunks take the hint: the entry, named start-up chunks, exposed modules, and the chunk with the
 * kit's core (see above). `resources` are the files of the chunk's modules.
 */
export function startsEveryPage(chunk, resources = []) {
  if (chunk.hasRuntime()) return true;
  const name = chunk.name ?? '';
  return /^(lib-|bootstrap$|__federation_expose_)/.test(name) || resources.some((file) => KIT_CORE.test(file));
}

/** The hint as the first line of `code`, and a source map (JSON text) that still fits it. */
export function withCompileHint(code, mapJson) {
  if (code.startsWith(COMPILE_HINT)) return { code, map: mapJson };
  let map = mapJson;
  if (mapJson !== undefined) {
    const parsed = JSON.parse(mapJson);
    parsed.mappings = `;${parsed.mappings}`;
    map = JSON.stringify(parsed);
  }
  return { code: COMPILE_HINT + code, map };
}

/** The files a module was built from (a concatenated module: each of its parts). */
function resourcesOf(module) {
  if (module.modules) return module.modules.flatMap(resourcesOf);
  return module.resource ? [module.resource] : [];
}

export class CompileHintsPlugin {
  constructor({ test = startsEveryPage } = {}) {
    this.test = test;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            const resources = compilation.chunkGraph.getChunkModules(chunk).flatMap(resourcesOf);
            if (!this.test(chunk, resources)) continue;
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              const mapAsset = compilation.getAsset(`${file}.map`);
              const { code, map } = withCompileHint(
                compilation.getAsset(file).source.source().toString(),
                mapAsset?.source.source().toString(),
              );
              compilation.updateAsset(file, new sources.RawSource(code));
              if (mapAsset) compilation.updateAsset(`${file}.map`, new sources.RawSource(map));
            }
          }
        },
      );
    });
  }
}

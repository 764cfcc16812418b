// Every federated app's build bundles the federation runtime from its ES modules (see below); applied
// by the shell's config and by mf.shared.mjs's remoteConfig.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

const FEDERATION_CJS = /[\\/]node_modules[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/;
const esmTwin = (file) => [file.replace(/\.cjs$/, '.js'), file.replace(/\.cjs$/, '.mjs')].find((f) => existsSync(f));

/**
 * Bundles the federation runtime from its ES-module files rather than its CommonJS ones. The Module Federation plugins find the runtime with Node's `require.resolve`, which
 * picks each package's `.cjs` build; Rspack cannot drop the unused parts of CommonJS, so every app
 * shipped the whole runtime, SDK and error texts. The same packages publish ES modules of the same
 * code next to them: with those, the shell's entry went from 116.6 to 91.7 KB (28.1 to 23.9 KB with
 * brotli) and a remote's entry from 51.0 to 30.2 KB (13.2 to 8.3 KB).
 * The plugin rewrites the aliases the federation plugins set and the two entries their generated start-up
 * code imports by absolute path, then fails the build if any `.cjs` file of the runtime is still bundled
 * (a newer plugin that resolves it another way), so the saving cannot go unnoticed.
 * Apply it after ModuleFederationPlugin.
 */
export class FederationRuntimeEsmPlugin {
  apply(compiler) {
    const fromRspackPlugin = createRequire(require.resolve('@module-federation/rspack'));
    const fromRuntimeTools = createRequire(require.resolve('@module-federation/runtime-tools'));
    const entries = [
      fromRuntimeTools.resolve('@module-federation/webpack-bundler-runtime'),
      fromRspackPlugin.resolve('@module-federation/inject-external-runtime-core-plugin'),
    ];
    compiler.hooks.afterPlugins.tap('FederationRuntimeEsmPlugin', () => {
      const alias = { ...compiler.options.resolve.alias };
      for (const [key, value] of Object.entries(alias))
        if (typeof value === 'string' && FEDERATION_CJS.test(value)) alias[key] = esmTwin(value) ?? value;
      for (const file of entries) if (FEDERATION_CJS.test(file) && esmTwin(file)) alias[`${file}$`] = esmTwin(file);
      compiler.options.resolve.alias = alias;
    });
    compiler.hooks.thisCompilation.tap('FederationRuntimeEsmPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('FederationRuntimeEsmPlugin', (modules) => {
        const cjs = [...modules].map((m) => m.resource).filter((r) => r && FEDERATION_CJS.test(r));
        if (cjs.length)
          compilation.errors.push(
            new compiler.webpack.WebpackError(
              `The federation runtime is bundled from CommonJS (${cjs.slice(0, 3).join(', ')}...), so it cannot be ` +
                'tree-shaken: FederationRuntimeEsmPlugin (mf.runtimeEsm.mjs) needs updating for this plugin version.',
            ),
          );
      });
    });
  }
}

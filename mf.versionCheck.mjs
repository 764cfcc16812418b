// A runtime plugin of every federated app (mf.shared.mjs `runtimePlugins`): the check that a shared
// singleton's version is one the app was built for, written for the ranges this site uses.
//
// Module Federation checks `requiredVersion` with its own semver parser, which builds its regular
// expressions anew on each check. At start-up a page checks every shared package it uses, and on a
// phone that was one of the longest steps before the page answers a tap. Our ranges are all caret
// ranges (shared-kit's peerDependencies), so the apps build with `requiredVersion: false` and this
// plugin gives the same warning as Module Federation from a plain comparison of numbers.

const CARET = /^\^(\d+)\.(\d+)\.(\d+)$/;
const VERSION = /^(\d+)\.(\d+)\.(\d+)(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/;

/**
 * Whether `version` is in the caret range `range` (`^1.2.3`: at least 1.2.3, below 2.0.0; `^0.2.3`:
 * below 0.3.0; `^0.0.3`: exactly 0.0.3). A prerelease (`2.1.0-beta.1`) is outside every caret range,
 * as in npm's semver. A range of another form is not checked here (true).
 * @param {string} version
 * @param {string} range
 * @returns {boolean}
 */
export function caretSatisfies(version, range) {
  const want = CARET.exec(range);
  if (!want) return true;
  const have = VERSION.exec(version);
  if (!have || have[4]) return false;
  const [major, minor, patch] = [have[1], have[2], have[3]].map(Number);
  const [wantMajor, wantMinor, wantPatch] = [want[1], want[2], want[3]].map(Number);
  const atLeast =
    major > wantMajor || (major === wantMajor && (minor > wantMinor || (minor === wantMinor && patch >= wantPatch)));
  if (!atLeast) return false;
  if (wantMajor > 0) return major === wantMajor;
  if (wantMinor > 0) return major === 0 && minor === wantMinor;
  return major === 0 && minor === 0 && patch === wantPatch;
}

/**
 * @param {{ required?: Record<string, string> }} [params] each shared package's range, as the app was
 *   built (mf.shared.mjs `requiredVersions`)
 * @param {(message: string) => void} [warn] where a mismatch is told (the console)
 */
export default function versionCheck(params, warn = (message) => console.warn(`[ Federation Runtime ]: ${message}`)) {
  const required = params?.required ?? {};
  return {
    name: 'gsvmc-version-check',
    /**
     * Called whenever an app takes a shared package from the share scope, with the version chosen.
     * @param {{ pkgName: string, version: string, shareInfo: { from?: string } }} args
     */
    resolveShare(args) {
      const range = required[args.pkgName];
      if (range && args.version && !caretSatisfies(args.version, range))
        warn(
          `Version ${args.version} of shared singleton module ${args.pkgName} does not satisfy the ` +
            `requirement of ${args.shareInfo?.from ?? 'this app'} which needs ${range}`,
        );
      return args;
    },
  };
}

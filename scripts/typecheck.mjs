// Type-checks every package with `tsc --noEmit` (TypeScript 7 has no compiler API; TOOLCHAIN.md).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const packages = [
  'shared-types',
  'shared-kit',
  'mock-api',
  'shell',
  'shell/server',
  'mf-public',
  'mf-directories',
  'mf-admin',
  'e2e',
  'scripts',
  'config',
  'lint',
  'bench/monolith',
];
let failed = 0;
for (const pkg of packages) {
  if (!existsSync(`${pkg}/tsconfig.json`)) continue;
  const run = spawnSync('npx', ['tsc', '--noEmit', '-p', pkg], { stdio: 'inherit' });
  if (run.status !== 0) {
    failed += 1;
    console.error(`typecheck failed: ${pkg}`);
  }
}
if (failed) process.exit(1);
console.log(`typecheck: ${packages.length} packages clean`);

// npm run reset-password -w mock-api -- <email>: runs dist/reset-password.js, building it first when
// the package has not been built yet (docs/security.md, "Passwords").
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'dist', 'reset-password.js');
if (!existsSync(cli)) {
  const build = spawnSync(process.execPath, [path.join(root, 'build.mjs')], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const run = spawnSync(process.execPath, [cli, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);

// `npm test`: every stage of the tests, each run even when an earlier one failed, so one failure
// never hides another: format, lint, type-check, jest, then the browser journeys. Each stage is one
// line of test-results/stages.tsv, which scripts/test-totals.mjs adds up; the last line printed is
// `N passed, N failed`, and the exit code is 1 when anything failed.
//
// .ci/run calls this too (with TEST_STAGES_APPEND=1, after its install steps and before its Node 24
// stages, which add their lines to the same file).
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, 'test-results');
const stagesFile = path.join(results, 'stages.tsv');
const node = process.version;

mkdirSync(path.join(results, 'stages'), { recursive: true });
if (process.env.TEST_STAGES_APPEND !== '1') writeFileSync(stagesFile, '');

/** Moves a runner's results file aside under a name of its own; returns it relative to test-results/. */
function keep(file, name) {
  const from = path.join(results, file);
  if (!existsSync(from)) return '-';
  renameSync(from, path.join(results, 'stages', name));
  return `stages/${name}`;
}

const stages = [
  { name: 'format', script: 'format:check' },
  { name: 'lint', script: 'lint' },
  { name: 'type-check', script: 'typecheck' },
  { name: `jest (Node ${node})`, script: 'test:unit', results: ['jest.json', 'jest-machine.json'] },
  { name: `journeys (Node ${node})`, script: 'test:e2e', results: ['e2e.json', 'e2e-machine.json'] },
];

for (const stage of stages) {
  console.log(`\n===== ${stage.name} =====`);
  const { status } = spawnSync('npm', ['run', stage.script], { cwd: root, stdio: 'inherit' });
  const file = stage.results ? keep(...stage.results) : '-';
  appendFileSync(stagesFile, `${stage.name}\t${status ?? 1}\t${file}\n`);
}

console.log('\n===== Totals =====');
const totals = spawnSync(process.execPath, [path.join(root, 'scripts', 'test-totals.mjs'), stagesFile], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(totals.status ?? 1);

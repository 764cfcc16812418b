// `npm run dev`: all five in watch mode (rspack dev servers on 3000-3003, the API on 4000).
import { spawn } from 'node:child_process';

const jobs = [
  ['api', ['run', 'dev', '-w', 'mock-api']],
  ['public', ['run', 'dev', '-w', 'mf-public']],
  ['directories', ['run', 'dev', '-w', 'mf-directories']],
  ['admin', ['run', 'dev', '-w', 'mf-admin']],
  ['shell', ['run', 'dev', '-w', 'shell']],
];

const children = jobs.map(([name, args]) => {
  // Each job in its own process group, so stopping it also stops what npm started under it.
  const child = spawn('npm', args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}`)
      .join('\n') + '\n';
  child.stdout.on('data', (c) => process.stdout.write(prefix(c)));
  child.stderr.on('data', (c) => process.stderr.write(prefix(c)));
  child.on('exit', (code) => console.log(`[${name}] exited with ${code}`));
  return child;
});

const stop = () => {
  for (const c of children) {
    try {
      process.kill(-c.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
  setTimeout(() => process.exit(0), 1000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

import { supervise } from './supervise.mjs';

const node = process.execPath;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('supervise (an API host that exits is started again)', () => {
  it('starts a child that exits again and again, waiting 1x, 2x, 4x... the first delay, up to the cap', async () => {
    const lines: string[] = [];
    const run = supervise({
      name: 'API host',
      command: node,
      args: ['-e', 'process.exit(3)'],
      initialDelayMs: 100,
      maxDelayMs: 400,
      stdio: 'ignore',
      log: (line) => lines.push(line),
    });
    while (run.starts.length < 5) await sleep(20);
    await run.stop();
    const gaps = run.starts.slice(1).map((t, i) => t - run.starts[i]!);
    // Each gap is the back-off plus the time node takes to start and exit.
    const expected = [100, 200, 400, 400];
    gaps.forEach((gap, i) => {
      expect(gap).toBeGreaterThanOrEqual(expected[i]!);
      expect(gap).toBeLessThan(expected[i]! + 1_500);
    });
    expect(lines[0]).toBe('API host stopped (exit code 3); starting it again in 0.1 s.');
    expect(lines[2]).toBe('API host stopped (exit code 3); starting it again in 0.4 s.');
  });

  it('starts from the first delay again after the child stayed up', async () => {
    const lines: string[] = [];
    const run = supervise({
      name: 'API host',
      command: node,
      args: ['-e', 'setTimeout(() => process.exit(1), 250)'],
      initialDelayMs: 50,
      maxDelayMs: 1_000,
      stableMs: 200,
      stdio: 'ignore',
      log: (line) => lines.push(line),
    });
    while (run.starts.length < 3) await sleep(20);
    await run.stop();
    expect(lines.slice(0, 2)).toEqual([
      'API host stopped (exit code 1); starting it again in 0.05 s.',
      'API host stopped (exit code 1); starting it again in 0.05 s.',
    ]);
  });

  it('stops the child and does not start it again once stopped', async () => {
    const run = supervise({
      name: 'API host',
      command: node,
      args: ['-e', 'setInterval(() => {}, 1000)'],
      initialDelayMs: 10,
      stdio: 'ignore',
      log: () => {},
    });
    // Started once its first delay is over, however busy the machine: wait for it, not for a time.
    while (!run.child || run.child.pid === undefined) await sleep(20);
    const child = run.child;
    expect(child.exitCode).toBeNull();
    await run.stop();
    expect(child.signalCode).toBe('SIGTERM');
    await sleep(100);
    expect(run.starts).toHaveLength(1);
  });
});

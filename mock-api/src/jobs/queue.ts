// The one queue for slow work (reading a notice's text; later picture derivatives). Jobs live in the
// database, so they survive a restart and each runs once across API replicas; a failed attempt is
// retried after a growing pause, and after the last one the job is given up. The storage is a
// backend (pg-boss on PostgreSQL, a `jobs` table on SQLite); this runner is the same over both: it
// claims due jobs up to a concurrency bound, runs their handler off the request path and records
// the outcome.
import { randomUUID } from 'node:crypto';

/** The kinds of slow work. */
export type JobName = 'notice-text';

/** How a kind of job is retried. */
export interface JobSpec {
  /** Attempts after the first one before the job is given up. */
  retries: number;
  /** Pause before the first retry; each later one waits twice as long as the one before. */
  backoffMs: number;
  /** An attempt still running after this long is taken as lost (its process died) and runs again. */
  timeoutMs: number;
}

export interface ClaimedJob {
  id: string;
  name: JobName;
  data: Record<string, unknown>;
  /** 1 for the first attempt. */
  attempt: number;
  /** Attempts allowed in all (retries + 1). */
  maxAttempts: number;
}

/** A job that was given up, as the operator sees it. */
export interface FailedJob {
  id: string;
  name: string;
  data: Record<string, unknown>;
  attempts: number;
  lastError: string | null;
  failedAt: string | null;
}

/** Where jobs are kept: the only part that differs between PostgreSQL and SQLite. */
export interface JobBackend {
  readonly kind: 'pg-boss' | 'sqlite';
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Declares a kind of job with its retry rules (pg-boss: its queue). */
  define(name: JobName, spec: JobSpec): Promise<void>;
  /**
   * Adds a job. With a `key`, at most one job of that name and key waits at a time: a second one
   * while the first still waits is not added (null).
   */
  enqueue(name: JobName, data: Record<string, unknown>, key?: string): Promise<string | null>;
  /** Takes up to `limit` due jobs for this process; no other process gets them while they run. */
  claim(name: JobName, limit: number, workerId: string): Promise<ClaimedJob[]>;
  complete(job: ClaimedJob, workerId: string): Promise<void>;
  /**
   * Records a failed attempt: 'retry' when another attempt will come, 'failed' when it was the last
   * or `giveUp` says no attempt can succeed (a file that is not a PDF stays one).
   */
  fail(job: ClaimedJob, error: string, workerId: string, giveUp: boolean): Promise<'retry' | 'failed'>;
  /** Puts a job back as it was before the claim (the process is stopping): the attempt is not counted. */
  release(job: ClaimedJob, workerId: string): Promise<void>;
  /** The jobs given up, newest first (at most `limit`). */
  failed(limit: number): Promise<FailedJob[]>;
  /** How many jobs wait or run now. */
  pending(): Promise<number>;
}

export interface JobContext {
  signal: AbortSignal;
  attempt: number;
  maxAttempts: number;
}

export interface JobHandler {
  run(data: Record<string, unknown>, context: JobContext): Promise<void>;
  /** Called once when the job is given up after its last attempt. */
  onGiveUp?(data: Record<string, unknown>, error: string): Promise<void>;
  /** Whether an error means no later attempt can succeed (the job is given up at once). */
  isPermanent?(err: unknown): boolean;
}

export interface JobQueueOptions {
  /** Jobs of one kind this process runs at once (default 1: the reading itself uses the cores). */
  concurrency?: number;
  /** How often the queue is looked at for due jobs (default 2 s); 0: only on enqueue and `settle()`. */
  pollMs?: number;
  /**
   * Jobs run only when `settle()` is called, never on their own (tests: no work in the background
   * that a test did not ask for, so nothing depends on when it would have run).
   */
  manual?: boolean;
  log?: { error: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
}

interface Registered {
  spec: JobSpec;
  handler: JobHandler;
  running: Map<string, { job: ClaimedJob; abort: AbortController; done: Promise<void> }>;
}

const errorText = (err: unknown): string => (err instanceof Error ? err.message : String(err)).slice(0, 2000);

export class JobQueue {
  readonly workerId = randomUUID();
  private readonly kinds = new Map<JobName, Registered>();
  private readonly concurrency: number;
  private readonly pollMs: number;
  private timer: NodeJS.Timeout | undefined;
  private started = false;
  private stopping = false;
  /** Looks at the queue run one after another, so two never claim for the same free slot. */
  private chain: Promise<unknown> = Promise.resolve();
  /** A look asked for and not begun yet: further asks join it. */
  private queued: Promise<number> | undefined;

  constructor(
    readonly backend: JobBackend,
    private readonly options: JobQueueOptions = {},
  ) {
    this.concurrency = Math.max(1, options.concurrency ?? 1);
    this.pollMs = options.pollMs ?? 2000;
  }

  /** Registers the handler of a kind of job (before `start`). */
  work(name: JobName, spec: JobSpec, handler: JobHandler): void {
    this.kinds.set(name, { spec, handler, running: new Map() });
  }

  async start(): Promise<void> {
    if (this.started) return;
    await this.backend.start();
    for (const [name, { spec }] of this.kinds) await this.backend.define(name, spec);
    this.started = true;
    this.schedule();
    this.wake();
  }

  /**
   * Stops claiming, aborts the attempts running here and puts their jobs back for another process
   * (or the next start) to run: a restart loses no job and costs no attempt.
   */
  async stop(): Promise<void> {
    if (!this.started || this.stopping) return;
    this.stopping = true;
    clearTimeout(this.timer);
    await this.chain;
    const running = [...this.kinds.values()].flatMap((k) => [...k.running.values()]);
    for (const r of running) r.abort.abort(new Error('The server is stopping'));
    await Promise.all(running.map((r) => r.done));
    await this.backend.stop();
    this.started = false;
  }

  async enqueue(name: JobName, data: Record<string, unknown>, options: { key?: string } = {}): Promise<string | null> {
    const id = await this.backend.enqueue(name, data, options.key);
    this.wake();
    return id;
  }

  /** Looks at the queue now (after an enqueue, after a job ends, on the poll timer). */
  wake(): void {
    if (!this.started || this.stopping || this.options.manual) return;
    this.look().catch((err: unknown) => this.options.log?.error({ err }, 'jobs: could not look at the queue'));
  }

  /**
   * Resolves once nothing is due and nothing runs in this process: every job due now has had its
   * attempt (tests wait on this instead of on the clock; jobs due later, after a backoff, are not waited for).
   */
  async settle(): Promise<void> {
    for (;;) {
      await this.chain;
      const running = [...this.kinds.values()].flatMap((k) => [...k.running.values()].map((r) => r.done));
      if (running.length > 0) {
        await Promise.all(running);
        continue;
      }
      const claimed = await this.look();
      if (claimed === 0 && this.runningCount() === 0) return;
    }
  }

  private look(): Promise<number> {
    if (this.queued) return this.queued;
    const next = this.chain.then(() => {
      this.queued = undefined;
      return this.stopping ? 0 : this.tick();
    });
    this.queued = next;
    this.chain = next.catch(() => 0);
    return next;
  }

  /** Attempts running in this process now. */
  runningCount(): number {
    let n = 0;
    for (const k of this.kinds.values()) n += k.running.size;
    return n;
  }

  private schedule(): void {
    if (this.pollMs <= 0 || this.stopping || this.options.manual) return;
    this.timer = setTimeout(() => {
      this.wake();
      this.schedule();
    }, this.pollMs);
    this.timer.unref();
  }

  /** Claims what this process has room for and starts it; returns how many jobs it claimed. */
  private async tick(): Promise<number> {
    let claimed = 0;
    for (const [name, kind] of this.kinds) {
      const room = this.concurrency - kind.running.size;
      if (room <= 0 || this.stopping) continue;
      let jobs: ClaimedJob[];
      try {
        jobs = await this.backend.claim(name, room, this.workerId);
      } catch (err) {
        this.options.log?.error({ err }, `jobs: could not claim ${name} jobs`);
        continue;
      }
      claimed += jobs.length;
      for (const job of jobs) this.run(kind, job);
    }
    return claimed;
  }

  private run(kind: Registered, job: ClaimedJob): void {
    const abort = new AbortController();
    const done = this.attempt(kind, job, abort.signal).finally(() => {
      kind.running.delete(job.id);
      this.wake();
    });
    kind.running.set(job.id, { job, abort, done });
  }

  private async attempt(kind: Registered, job: ClaimedJob, signal: AbortSignal): Promise<void> {
    const { backend, workerId } = this;
    try {
      // A claim past its last attempt is a job whose process died during that attempt: given up.
      if (job.attempt > job.maxAttempts) throw new Error('Its last attempt did not finish (the server stopped)');
      await kind.handler.run(job.data, { signal, attempt: job.attempt, maxAttempts: job.maxAttempts });
      await backend.complete(job, workerId);
    } catch (err) {
      try {
        if (signal.aborted && this.stopping) {
          await backend.release(job, workerId);
          return;
        }
        const message = errorText(err);
        const outcome = await backend.fail(job, message, workerId, kind.handler.isPermanent?.(err) ?? false);
        if (outcome === 'failed') {
          this.options.log?.warn({ job: job.id, name: job.name, error: message }, 'jobs: given up after its retries');
          await kind.handler.onGiveUp?.(job.data, message);
        }
      } catch (recordErr) {
        this.options.log?.error({ err: recordErr, job: job.id }, 'jobs: could not record the outcome of a job');
      }
    }
  }
}

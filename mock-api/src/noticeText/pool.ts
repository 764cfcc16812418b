import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { packageRoot } from '../paths';
import { NoticeImageError, NoticeTextError, type NoticeImageErrorCode } from './errors';

/** What the reading process answers (src/noticeText/engine/child.mjs). */
type ChildMessage =
  | { type: 'ready' }
  | { id: number; type: 'page'; page: number; pageCount: number }
  | { id: number; type: 'done'; result: unknown }
  | {
      id: number;
      type: 'error';
      error: { kind: 'image' | 'pdf' | 'engine'; code?: NoticeImageErrorCode; message: string; page?: number };
    };

export interface PoolSettings {
  /** Reading processes at once; each holds Tesseract's models (about 150 MB). */
  concurrency: number;
  /** The longest one page may take, from its start, before the job is stopped. */
  pageTimeoutMs: number;
  /** An idle reading process is ended after this long, giving its memory back. */
  idleMs: number;
}

export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): PoolSettings {
  const num = (v: string | undefined, d: number, min: number) => {
    const n = Number(v);
    return Number.isFinite(n) && n >= min ? Math.floor(n) : d;
  };
  return {
    concurrency: num(env.NOTICE_TEXT_CONCURRENCY, 1, 1),
    pageTimeoutMs: num(env.NOTICE_TEXT_PAGE_TIMEOUT_MS, 90_000, 1_000),
    idleMs: num(env.NOTICE_TEXT_IDLE_MS, 30_000, 0),
  };
}

/** The engine sits beside the bundle in dist/ (build.mjs copies it) or in src/ when run from source. */
function childPath(): string {
  const candidates = [
    path.join(__dirname, 'noticeText', 'engine', 'child.mjs'),
    path.join(__dirname, 'engine', 'child.mjs'),
    path.join(packageRoot(), 'src', 'noticeText', 'engine', 'child.mjs'),
  ];
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error('noticeText engine (child.mjs) not found');
  return found;
}

interface Job {
  id: number;
  message: Record<string, unknown>;
  signal?: AbortSignal;
  resolve: (value: unknown) => void;
  reject: (err: Error) => void;
  onAbort?: () => void;
}

interface Slot {
  child: ChildProcess;
  job: Job | null;
  timer: NodeJS.Timeout | null;
  idle: NodeJS.Timeout | null;
}

/**
 * A few long-lived reading processes and a queue in front of them. Reading runs in a child process
 * rather than a worker thread so a stuck page is ended for certain (the process is killed, its
 * memory with it) and a crash in native code cannot take the API down.
 */
export class ReaderPool {
  private queue: Job[] = [];
  private slots: Slot[] = [];
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly settings: PoolSettings = settingsFromEnv(),
    private readonly execArgv: string[] = [],
  ) {}

  run<T>(message: Record<string, unknown>, signal?: AbortSignal): Promise<T> {
    if (this.closed)
      return Promise.reject(new NoticeTextError('ENGINE_FAILED', 'The notice reader has been shut down'));
    if (signal?.aborted) return Promise.reject(aborted());
    return new Promise<T>((resolve, reject) => {
      const job: Job = { id: this.nextId++, message, signal, resolve: resolve as (v: unknown) => void, reject };
      if (signal) {
        job.onAbort = () => this.abort(job);
        signal.addEventListener('abort', job.onAbort, { once: true });
      }
      this.queue.push(job);
      this.pump();
    });
  }

  /** Jobs waiting plus jobs running: the queue reports it so a backlog is visible. */
  get pending(): number {
    return this.queue.length + this.slots.filter((s) => s.job).length;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0))
      this.finish(job, new NoticeTextError('ENGINE_FAILED', 'The notice reader was shut down'));
    await Promise.all(
      this.slots.map((s) => this.stop(s, new NoticeTextError('ENGINE_FAILED', 'The notice reader was shut down'))),
    );
  }

  private pump(): void {
    while (this.queue.length) {
      let slot = this.slots.find((s) => !s.job);
      if (!slot) {
        if (this.slots.length >= this.settings.concurrency) return;
        slot = this.spawn();
      }
      const job = this.queue.shift()!;
      this.start(slot, job);
    }
  }

  private spawn(): Slot {
    const child = fork(childPath(), [], {
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      execArgv: this.execArgv,
      env: process.env,
    });
    const slot: Slot = { child, job: null, timer: null, idle: null };
    child.on('message', (msg: ChildMessage) => this.onMessage(slot, msg));
    child.on('exit', () => {
      this.slots = this.slots.filter((s) => s !== slot);
      if (slot.timer) clearTimeout(slot.timer);
      if (slot.idle) clearTimeout(slot.idle);
      const job = slot.job;
      slot.job = null;
      if (job) this.finish(job, new NoticeTextError('ENGINE_FAILED', 'The notice reader stopped unexpectedly'));
      if (!this.closed) this.pump();
    });
    child.on('error', () => undefined);
    this.slots.push(slot);
    return slot;
  }

  private start(slot: Slot, job: Job): void {
    if (slot.idle) clearTimeout(slot.idle);
    slot.idle = null;
    slot.job = job;
    slot.child.ref();
    (slot.child as unknown as { channel?: { ref(): void } }).channel?.ref();
    this.arm(slot);
    slot.child.send({ ...job.message, id: job.id });
  }

  /** The per-page bound starts again at every page the child reports. */
  private arm(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = setTimeout(() => {
      if (slot.job) void this.stop(slot, new NoticeTextError('TIMEOUT', 'A page took too long to read'));
    }, this.settings.pageTimeoutMs);
  }

  private onMessage(slot: Slot, msg: ChildMessage): void {
    if (msg.type === 'ready') return;
    const job = slot.job;
    if (!job || msg.id !== job.id) return;
    if (msg.type === 'page') {
      this.arm(slot);
      return;
    }
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
    if (msg.type === 'done') this.finish(job, null, msg.result);
    else {
      const e = msg.error;
      this.finish(
        job,
        e.kind === 'image'
          ? new NoticeImageError(e.code ?? 'IMAGE_UNREADABLE', e.message, e.page)
          : e.kind === 'pdf'
            ? new NoticeTextError('PDF_UNREADABLE', 'The file could not be opened as a PDF')
            : new NoticeTextError('ENGINE_FAILED', e.message),
      );
    }
    this.rest(slot);
    this.pump();
  }

  /** An idle child does not keep the API's process alive, and is ended after a while. */
  private rest(slot: Slot): void {
    if (slot.job) return;
    slot.child.unref();
    (slot.child as unknown as { channel?: { unref(): void } }).channel?.unref();
    if (slot.idle) clearTimeout(slot.idle);
    slot.idle = setTimeout(() => void this.stop(slot, null), this.settings.idleMs);
    slot.idle.unref();
  }

  private abort(job: Job): void {
    const queued = this.queue.indexOf(job);
    if (queued >= 0) {
      this.queue.splice(queued, 1);
      this.finish(job, aborted());
      return;
    }
    const slot = this.slots.find((s) => s.job === job);
    if (slot) void this.stop(slot, aborted());
  }

  /** Ends a child (and fails its job with `err`); the next job gets a fresh one. */
  private stop(slot: Slot, err: Error | null): Promise<void> {
    const job = slot.job;
    slot.job = null;
    if (slot.timer) clearTimeout(slot.timer);
    if (slot.idle) clearTimeout(slot.idle);
    if (job && err) this.finish(job, err);
    this.slots = this.slots.filter((s) => s !== slot);
    return new Promise<void>((resolve) => {
      if (slot.child.exitCode !== null || slot.child.signalCode !== null) return resolve();
      slot.child.once('exit', () => resolve());
      slot.child.kill('SIGKILL');
    }).then(() => {
      if (!this.closed) this.pump();
    });
  }

  private finish(job: Job, err: Error | null, value?: unknown): void {
    if (job.signal && job.onAbort) job.signal.removeEventListener('abort', job.onAbort);
    if (err) job.reject(err);
    else job.resolve(value);
  }
}

const aborted = () => new NoticeTextError('ABORTED', 'Reading the notice was cancelled');

import { join } from 'path';
import { Worker } from 'worker_threads';

/** what a read worker answers (read-worker.ts) */
export type WorkerMessage = { ready: true } | { id: number; value: unknown } | { id: number; error: string };

/**
 * The ArrayBuffers that a worker's answer moves to the API's thread instead of copying them: those of its
 * top-level Uint8Arrays (Buffers) that view their whole buffer. A grid page's JSON (about 95 KB) then costs
 * no copy on either side: a message of 95 + 8.5 KB took 0.20 ms of CPU copied, 0.10 ms moved (2026-12-07,
 * node:worker_threads, 3,000 messages each). A view into a larger buffer (a slice, or Node's pool of small
 * Buffers) is copied: moving it would take the rest of that buffer from the worker.
 */
export function movable(value: unknown): ArrayBuffer[] {
  if (typeof value !== 'object' || value === null) return [];
  const buffers = new Set<ArrayBuffer>();
  for (const v of Object.values(value)) {
    if (v instanceof Uint8Array && v.buffer instanceof ArrayBuffer && v.byteOffset === 0 && v.byteLength === v.buffer.byteLength) buffers.add(v.buffer);
  }
  return [...buffers];
}

interface Slot {
  worker: Worker;
  ready: boolean;
  /** tasks sent and not answered yet, by id */
  running: Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>;
}

/**
 * Read workers: worker threads with their own read-only connection to the database file, for reads
 * whose first computation is heavy (the shop list's facet counts: milliseconds of SQL per new filter
 * combination). Node runs the API on one thread; while a worker counts, that thread keeps answering,
 * so requests that hit a cache do not queue behind one that does not. The database is in WAL mode,
 * so the workers read the last committed state next to the API's writes.
 *
 * `run(task, args, here, lane?)` sends the task to the least busy ready worker (or the one of its
 * lane) and answers its result. While
 * no worker is ready (starting up), or when the worker fails (the task threw, the worker crashed or
 * was stopped), `here()` computes the answer on the API's thread instead: the pool never makes an
 * answer fail that would not fail without it.
 * A worker that exits is started again. Tasks are named in read-worker.ts.
 */
export class ReadPool {
  private readonly slots: Slot[] = [];
  private nextId = 1;
  private closing = false;

  constructor(
    private readonly dbFile: string,
    size: number,
  ) {
    for (let i = 0; i < size; i++) this.slots.push(this.start());
  }

  /** workers started and ready for tasks */
  get readyCount(): number {
    return this.slots.filter((s) => s.ready).length;
  }

  /** resolves once every worker is ready (tests; the API does not wait: it computes here meanwhile) */
  async ready(timeoutMs = 30_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (this.readyCount < this.slots.length) {
      if (Date.now() > until) throw new Error('the read workers did not start');
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  /**
   * Which worker: by default the least busy ready one. `lane`: every task of the same lane goes to the
   * same ready worker, however busy, and waits its turn there (short tasks that come in bursts: the
   * pre-order grid's pages, see preorder-grid.ts; its catalogue memo is that worker's).
   */
  run<T>(task: string, args: unknown, here: () => T, lane?: number): Promise<T> {
    const ready = this.slots.filter((s) => s.ready);
    if (!ready.length) return Promise.resolve().then(here);
    const slot = lane === undefined ? ready.reduce((a, b) => (b.running.size < a.running.size ? b : a)) : ready[Math.abs(lane) % ready.length];
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      slot.running.set(id, { resolve: resolve as (v: unknown) => void, reject });
      slot.worker.postMessage({ id, task, args });
    }).catch((e: Error) => {
      // computed here again: the same error then surfaces from the API's thread with its stack
      if (!(e instanceof WorkerGone)) console.error(`[mock-api] read task ${task} failed in a worker:`, e.message);
      return here();
    });
  }

  /**
   * Stops every worker; each is started again. Tasks under way are computed by the API's thread
   * instead. (Frees what the workers hold; the tests use it to check that nothing is lost.)
   */
  async recycle(): Promise<void> {
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }

  /** stops every worker (the app's onClose) */
  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }

  private start(): Slot {
    // read-worker.js registers tsx, then loads read-worker.ts (the package runs as TypeScript through tsx)
    const worker = new Worker(join(__dirname, 'read-worker.js'), { workerData: { dbFile: this.dbFile } });
    const slot: Slot = { worker, ready: false, running: new Map() };
    worker.on('message', (m: WorkerMessage) => {
      if ('ready' in m) {
        slot.ready = true;
        return;
      }
      const waiting = slot.running.get(m.id);
      slot.running.delete(m.id);
      if ('error' in m) waiting?.reject(new Error(m.error));
      else waiting?.resolve(m.value);
    });
    // an uncaught error ends the worker: 'exit' follows
    worker.on('error', (e) => console.error('[mock-api] read worker failed:', e.message));
    worker.on('exit', () => {
      const wasReady = slot.ready;
      slot.ready = false;
      for (const waiting of slot.running.values()) waiting.reject(new WorkerGone());
      slot.running.clear();
      const i = this.slots.indexOf(slot);
      if (this.closing || i < 0) return;
      // one that never got ready (no database file, say) is not started again: the API computes here
      if (wasReady) this.slots[i] = this.start();
      else this.slots.splice(i, 1);
    });
    // the workers must not keep the process alive on their own (server.ts closes the app on signals)
    worker.unref();
    return slot;
  }
}

/** the worker of a task ended before answering: the caller computes it itself */
class WorkerGone extends Error {
  constructor() {
    super('the read worker ended');
  }
}

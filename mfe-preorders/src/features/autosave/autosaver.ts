/**
 * The pre-order autosave engine (spec section 4, Autosave): edits are keyed (one key per field, variant,
 * product or group), each key debounced on its own, and a newer edit of the same key replaces the
 * pending one. `flush()` sends every pending edit at once: the detail page calls it when it unmounts
 * (navigation) and on page hide, so nothing a user typed is lost. Failures go to `onError` once per
 * failed save; saves of different keys run in parallel, saves of the same key in order.
 */
export type SaveRun = () => Promise<unknown>;

interface Pending {
  timer: ReturnType<typeof setTimeout>;
  run: SaveRun;
}

export class Autosaver {
  private readonly pending = new Map<string, Pending>();
  private readonly running = new Map<string, Promise<void>>();

  constructor(private readonly onError: (error: unknown, key: string) => void) {}

  /** (re)schedules the save of `key` in `delayMs`; 0 saves on the next tick */
  schedule(key: string, delayMs: number, run: SaveRun): void {
    this.cancel(key);
    this.pending.set(key, { timer: setTimeout(() => void this.start(key), delayMs), run });
  }

  /** drops the pending save of `key` (the edit was undone before it was sent) */
  cancel(key: string): void {
    const p = this.pending.get(key);
    if (p) clearTimeout(p.timer);
    this.pending.delete(key);
  }

  isPending(key?: string): boolean {
    if (key !== undefined) return this.pending.has(key) || this.running.has(key);
    return this.pending.size > 0 || this.running.size > 0;
  }

  /** sends every pending save now and resolves when all saves (also those already running) are done */
  async flush(): Promise<void> {
    const keys = [...this.pending.keys()];
    keys.forEach((k) => void this.start(k));
    await Promise.all([...this.running.values()]);
  }

  private start(key: string): Promise<void> {
    const p = this.pending.get(key);
    if (!p) return this.running.get(key) ?? Promise.resolve();
    clearTimeout(p.timer);
    this.pending.delete(key);
    const before = this.running.get(key) ?? Promise.resolve();
    const next = before
      .then(() => p.run())
      .then(
        () => undefined,
        (error: unknown) => this.onError(error, key),
      )
      .finally(() => {
        if (this.running.get(key) === next) this.running.delete(key);
      });
    this.running.set(key, next);
    return next;
  }
}

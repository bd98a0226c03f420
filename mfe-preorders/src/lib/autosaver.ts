/**
 * The pre-order autosave engine (spec section 4, Autosave): edits are keyed (one key per field, variant,
 * product or group), each key debounced on its own, and a newer edit of the same key replaces the
 * pending one. `flush()` sends every pending edit at once: the detail page calls it when it unmounts
 * (navigation) and on page hide, so nothing a user typed is lost. Failures go to `onError` once per
 * failed save; saves of different keys run in parallel, saves of the same key in order.
 *
 * A save that got no answer at all (network failure, status 0: the API is down or restarting) is not a
 * failure: the edit is kept and sent again with backoff (1 s, 2 s, 4 s, ... at most 10 s) until the API
 * answers, unless a newer edit of the same key replaced it meanwhile. `onOffline` hears of the first
 * such failure of an outage, `onOnline` of the first save that succeeds after it.
 */
export type SaveRun = () => Promise<unknown>;

export const RETRY_FIRST_MS = 1000;
export const RETRY_MAX_MS = 10_000;

/** a call that got no answer (shared-kernel's baseQuery reports it as status 0) */
export function isNetworkFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 0;
}

export interface AutosaverOptions {
  /** the first save that got no answer (of an outage) */
  onOffline?: () => void;
  /** the first save that succeeded after an outage */
  onOnline?: () => void;
  /** which errors are retried (default: network failures) */
  isRetryable?: (error: unknown) => boolean;
}

/** a save's own failure handler: replaces the page's `onError` for that save (e.g. a discount update) */
export type SaveFailure = (error: unknown) => void;

/** a settled hook (`onSettled`): which keys it watches and what it runs */
interface SettledHook {
  matches: (key: string) => boolean;
  run: () => void;
}

interface Pending {
  timer: ReturnType<typeof setTimeout>;
  run: SaveRun;
  onFailure?: SaveFailure;
}

export class Autosaver {
  private readonly pending = new Map<string, Pending>();
  private readonly running = new Map<string, Promise<void>>();
  /** retries so far per key (a key absent: its last save did not fail on the network) */
  private readonly attempts = new Map<string, number>();
  private offline = false;
  private readonly settledHooks = new Set<SettledHook>();

  constructor(
    private readonly onError: (error: unknown, key: string) => void,
    private readonly options: AutosaverOptions = {},
  ) {}

  /** true while saves get no answer (between a network failure and the next successful save) */
  isOffline(): boolean {
    return this.offline;
  }

  /**
   * (re)schedules the save of `key` in `delayMs`; 0 saves on the next tick. A failure that is not
   * retried goes to `onFailure` when given, else to the page's `onError`.
   */
  schedule(key: string, delayMs: number, run: SaveRun, onFailure?: SaveFailure): void {
    this.cancel(key);
    this.attempts.delete(key);
    this.pending.set(key, { timer: setTimeout(() => void this.start(key), delayMs), run, onFailure });
  }

  /** drops the pending save of `key` (the edit was undone before it was sent) */
  cancel(key: string): void {
    const p = this.pending.get(key);
    if (p) clearTimeout(p.timer);
    this.pending.delete(key);
    this.attempts.delete(key);
  }

  isPending(key?: string): boolean {
    if (key !== undefined) return this.pending.has(key) || this.running.has(key);
    return this.pending.size > 0 || this.running.size > 0;
  }

  /**
   * Runs `run` after a save of a key that `matches` succeeded, when no save of such a key is pending or
   * running any more: a burst of edits (sizes typed one after the other) then ends in one call, after its
   * last save, instead of one per save. Answers the unsubscribe.
   */
  onSettled(matches: (key: string) => boolean, run: () => void): () => void {
    const hook = { matches, run };
    this.settledHooks.add(hook);
    return () => void this.settledHooks.delete(hook);
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
    const next: Promise<void> = before
      .then(() => p.run())
      .then(
        () => this.succeeded(key),
        (error: unknown) => this.failed(error, key, p),
      )
      .then((ok) => {
        if (this.running.get(key) === next) this.running.delete(key);
        if (ok) this.settled(key);
      });
    this.running.set(key, next);
    return next;
  }

  /** after a successful save of `key`: the settled hooks that watch it and see nothing of theirs left to save */
  private settled(key: string): void {
    const left = [...this.pending.keys(), ...this.running.keys()];
    for (const hook of this.settledHooks) if (hook.matches(key) && !left.some(hook.matches)) hook.run();
  }

  /** answers true: the save went through */
  private succeeded(key: string): boolean {
    this.attempts.delete(key);
    if (this.offline) {
      this.offline = false;
      this.options.onOnline?.();
    }
    return true;
  }

  /** answers false: the save did not go through (reported, or kept to be sent again) */
  private failed(error: unknown, key: string, save: Pick<Pending, 'run' | 'onFailure'>): boolean {
    const retryable = (this.options.isRetryable ?? isNetworkFailure)(error);
    if (!retryable) {
      if (save.onFailure) save.onFailure(error);
      else this.onError(error, key);
      return false;
    }
    if (!this.offline) {
      this.offline = true;
      this.options.onOffline?.();
    }
    // a newer edit of the same key is pending: it carries the latest value, this one is dropped
    if (this.pending.has(key)) return false;
    const n = this.attempts.get(key) ?? 0;
    const delay = Math.min(RETRY_FIRST_MS * 2 ** n, RETRY_MAX_MS);
    this.pending.set(key, { timer: setTimeout(() => void this.start(key), delay), run: save.run, onFailure: save.onFailure });
    this.attempts.set(key, n + 1);
    return false;
  }
}

/**
 * The shell's start-up files, asked for by the entry (index.ts) before the bootstrap chunk and its shared
 * modules load (issue 20): they used to leave only after those were in and evaluated, a round trip later
 * than needed on every cold start. No imports here: this module is part of the entry chunk.
 */
const early = new Map<string, Promise<Response>>();

/** `url` fetched (no-store: config.json and remotes.json change with each deployment) */
const fetchFresh = (url: string) => fetch(url, { cache: 'no-store' });

/** starts `url` for startupFile */
export function fetchEarly(url: string): void {
  const res = fetchFresh(url);
  // a failure is the bootstrap's to report, when it takes the answer
  res.catch(() => undefined);
  early.set(url, res);
}

/** the answer fetchEarly started for `url`, once; undefined when none was started (tests, a second call) */
export function takeEarly(url: string): Promise<Response> | undefined {
  const res = early.get(url);
  early.delete(url);
  return res;
}

/** `url` for the bootstrap: the answer started early, or fetched now */
export function startupFile(url: string): Promise<Response> {
  return takeEarly(url) ?? fetchFresh(url);
}

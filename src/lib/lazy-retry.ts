/**
 * Loading a code chunk that may fail: offline, a flaky network, or a deploy that removed the
 * hashed chunk this page was built with (static hosts keep only the newest). Each failure is
 * retried; offline, it waits for the network; and when a chunk still cannot be had, a full page
 * load of the same URL fetches the new deploy's HTML, which names the new chunks.
 */

export interface RetryOptions {
  retries?: number;
  delayMs?: number;
}

const wait = (ms: number) => new Promise<void>((ok) => setTimeout(ok, ms));

function whenOnline(): Promise<void> {
  if (typeof navigator === "undefined" || navigator.onLine !== false) return Promise.resolve();
  return new Promise((ok) => window.addEventListener("online", () => ok(), { once: true }));
}

/** Calls load until it succeeds, up to `retries` more times, waiting for the network when offline. */
export async function retryImport<T>(load: () => Promise<T>, { retries = 2, delayMs = 1000 }: RetryOptions = {}): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= retries) throw error;
      await whenOnline();
      await wait(delayMs * (attempt + 1));
    }
  }
}

/** A chunk fetched once, with retryImport's retries; a failure is forgotten, so the next call tries again. */
export function importOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let chunk: Promise<T> | null = null;
  return () =>
    (chunk ??= retryImport(load).catch((error: unknown) => {
      chunk = null;
      throw error;
    }));
}

const reloadKey = "chunkReloadAt";
/** Two full loads this close together mean the new page cannot load its chunks either: stop. */
const reloadGuardMs = 30_000;

/**
 * Loads the page again from the server, once: true when a reload has started. A second failure
 * soon after a reload returns false, so a broken deploy cannot trap the visitor in a loop.
 * `then` is remembered for the new page (e.g. "open the booking dialog").
 */
export function reloadForNewChunks(then?: string): boolean {
  try {
    const last = Number(sessionStorage.getItem(reloadKey) ?? 0);
    if (Date.now() - last < reloadGuardMs && Date.now() >= last) return false;
    sessionStorage.setItem(reloadKey, String(Date.now()));
    if (then) sessionStorage.setItem(afterReloadKey, then);
  } catch {
    // Without sessionStorage there is no loop guard: do not risk a reload loop.
    return false;
  }
  window.location.reload();
  return true;
}

const afterReloadKey = "afterChunkReload";

/** Whether this document came from a reload; true where the browser cannot say, so storage is read. */
function wasReloaded(): boolean {
  const entry = performance.getEntriesByType?.("navigation")[0] as PerformanceNavigationTiming | undefined;
  return entry ? entry.type === "reload" : true;
}

/**
 * What the page before the reload asked for, once (and forgotten). Only a reloaded page can carry
 * it, so any other load leaves sessionStorage alone: its first read in a page waits on the browser
 * process, a long task while the page hydrates.
 */
export function takeAfterReload(): string | null {
  if (!wasReloaded()) return null;
  try {
    const value = sessionStorage.getItem(afterReloadKey);
    if (value !== null) sessionStorage.removeItem(afterReloadKey);
    return value;
  } catch {
    return null;
  }
}

/** A load (already retried) that, if it fails, loads the page afresh; rejects only when even
 *  that is not possible. Used where the visitor is waiting for it, never for a prefetch. */
export function orReload<T>(loading: Promise<T>, then?: string): Promise<T> {
  return loading.catch((error: unknown) => {
    // The reload replaces this page; until then nothing renders in its place.
    if (reloadForNewChunks(then)) return new Promise<T>(() => {});
    throw error;
  });
}

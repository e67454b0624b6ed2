/**
 * Runs `task` once the page has loaded, `delayMs` after, when the main thread is idle (or
 * `idleTimeoutMs` later at most): for work nobody is waiting for yet (prefetches), which must not
 * compete with the page's own photos and scripts on a slow connection, nor with its hydration on
 * a slow phone. Returns a function that cancels it, whatever stage it has reached.
 */
export function whenSettled(task: () => void, delayMs: number, idleTimeoutMs = 5000): () => void {
  let timer: number | undefined;
  let idle: number | undefined;
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === "function") idle = window.requestIdleCallback(task, { timeout: idleTimeoutMs });
    else task();
  };
  const start = () => {
    timer = window.setTimeout(whenIdle, delayMs);
  };
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
  return () => {
    window.removeEventListener("load", start);
    window.clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}

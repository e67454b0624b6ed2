/**
 * One history entry per open overlay (dialog, lightbox, mobile menu), so the phone's Back button
 * closes the overlay and leaves the visitor on the page, as apps do. The entry keeps the page's
 * URL; only its state carries the overlay's id.
 *
 * Closing an overlay any other way (close button, Escape, a submit) takes its entry back off with
 * history.back(). That traversal is asynchronous: an overlay opened meanwhile (the menu's BOOK NOW
 * closes the menu and opens the booking dialog at once) waits for it, or the traversal would pop
 * the new overlay's entry instead.
 */
export interface HistoryLike {
  readonly state: unknown;
  pushState(state: unknown, unused: string): void;
  back(): void;
}

interface Entry {
  id: number;
  close: () => void;
}

const key = "overlay";
let open: Entry[] = [];
let queued: Entry[] = [];
let pendingBacks = 0;
let nextId = 1;
let detach: (() => void) | null = null;

function stateId(state: unknown): number | undefined {
  return typeof state === "object" && state !== null ? ((state as Record<string, unknown>)[key] as number | undefined) : undefined;
}

function push(h: HistoryLike, entry: Entry) {
  open.push(entry);
  h.pushState({ ...(typeof h.state === "object" ? h.state : null), [key]: entry.id }, "");
}

/** The visitor went back (or forward): close the innermost overlay whose entry is gone. */
function handlePop(h: HistoryLike) {
  if (pendingBacks > 0) {
    pendingBacks--;
    if (pendingBacks === 0) for (const e of queued.splice(0)) push(h, e);
  } else {
    const top = open.at(-1);
    if (top && stateId(h.state) !== top.id) {
      open.pop();
      top.close();
    }
  }
  detachWhenIdle();
}

// The listener lives only while an overlay is open or its entry is being taken off.
function detachWhenIdle() {
  if (open.length === 0 && queued.length === 0 && pendingBacks === 0) {
    detach?.();
    detach = null;
  }
}

/**
 * Records an open overlay; `close` is called when the visitor presses Back. Returns its exact
 * inverse, for when the overlay closes by other means. Call only in the browser (an effect).
 */
export function enterOverlay(close: () => void, w: Pick<Window, "addEventListener" | "removeEventListener"> & { history: HistoryLike } = window): () => void {
  const h = w.history;
  if (!detach) {
    const onPop = () => handlePop(h);
    w.addEventListener("popstate", onPop);
    detach = () => w.removeEventListener("popstate", onPop);
  }
  const entry: Entry = { id: nextId++, close };
  if (pendingBacks > 0) queued.push(entry);
  else push(h, entry);
  return () => {
    queued = queued.filter((e) => e !== entry);
    if (!open.includes(entry)) return;
    open = open.filter((e) => e !== entry);
    // Only when its entry is on top: after a link was followed, the new page's entry is.
    if (stateId(h.state) === entry.id) {
      pendingBacks++;
      h.back();
    }
    detachWhenIdle();
  };
}

/** Whether the entry on top of the history is an overlay's (a navigation may replace it). */
export function isOverlayEntry(state: unknown): boolean {
  return stateId(state) !== undefined;
}

/** For tests: forget every overlay and the popstate listener. */
export function resetOverlayHistory(): void {
  detach?.();
  detach = null;
  open = [];
  queued = [];
  pendingBacks = 0;
}

import { afterEach, describe, expect, it, vi } from "vitest";
import { enterOverlay, isOverlayEntry, resetOverlayHistory, type HistoryLike } from "../../src/lib/overlay-history";

/** A session history like a browser's: back() traverses later (a task), then fires popstate. */
function fakeWindow() {
  const entries: unknown[] = [{ page: "/" }];
  let index = 0;
  const listeners = new Set<() => void>();
  const pendingTraversals: number[] = [];
  const history: HistoryLike & { length: () => number } = {
    get state() {
      return entries[index];
    },
    pushState(state) {
      entries.splice(index + 1, Infinity, state);
      index++;
    },
    back() {
      pendingTraversals.push(-1);
    },
    length: () => entries.length,
  };
  const w = {
    history,
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    /** Runs the queued traversals, as the browser's task would. */
    traverse() {
      for (const delta of pendingTraversals.splice(0)) {
        index = Math.max(0, index + delta);
        for (const l of [...listeners]) l();
      }
    },
    /** The visitor presses Back. */
    pressBack() {
      history.back();
      w.traverse();
    },
    listeners,
    get index() {
      return index;
    },
  };
  return w;
}

afterEach(resetOverlayHistory);

describe("overlay history", () => {
  it("adds one entry per overlay and Back closes the innermost one, keeping the page", () => {
    const w = fakeWindow();
    const closeMenu = vi.fn();
    enterOverlay(closeMenu, w as never);
    expect(w.index).toBe(1);
    expect(isOverlayEntry(w.history.state)).toBe(true);
    w.pressBack();
    expect(closeMenu).toHaveBeenCalledTimes(1);
    expect(w.history.state).toEqual({ page: "/" });
    expect(w.listeners.size).toBe(0);
  });

  it("takes its entry off again when closed by other means, without closing anything else", () => {
    const w = fakeWindow();
    const close = vi.fn();
    const leave = enterOverlay(close, w as never);
    leave();
    w.traverse();
    expect(w.index).toBe(0);
    expect(close).not.toHaveBeenCalled();
    expect(w.listeners.size).toBe(0);
  });

  it("leaves history alone when a link was followed while the overlay was open", () => {
    const w = fakeWindow();
    const leave = enterOverlay(() => {}, w as never);
    w.history.pushState({ page: "/program/" }, "");
    leave();
    w.traverse();
    expect(w.history.state).toEqual({ page: "/program/" });
  });

  it("an overlay opened while another's entry is being taken off gets its own entry after it", () => {
    const w = fakeWindow();
    const leaveMenu = enterOverlay(() => {}, w as never);
    const closeBooking = vi.fn();
    leaveMenu();
    enterOverlay(closeBooking, w as never);
    w.traverse();
    expect(w.index).toBe(1);
    expect(closeBooking).not.toHaveBeenCalled();
    w.pressBack();
    expect(closeBooking).toHaveBeenCalledTimes(1);
    expect(w.index).toBe(0);
  });
});

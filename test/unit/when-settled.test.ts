import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { whenSettled } from "../../src/lib/when-settled";

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, "readyState", { configurable: true, get: () => state });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setReadyState("complete");
});

describe("whenSettled", () => {
  it("waits for the page's load event, then the delay, then an idle moment", () => {
    setReadyState("loading");
    const idle: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (cb: () => void) => idle.push(cb));
    const task = vi.fn();
    whenSettled(task, 5000);
    vi.advanceTimersByTime(60_000);
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("load"));
    vi.advanceTimersByTime(4999);
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(idle).toHaveLength(1);
    expect(task).not.toHaveBeenCalled();
    idle[0]!();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("on a page already loaded, counts the delay from now; without idle callbacks, runs after it", () => {
    setReadyState("complete");
    vi.stubGlobal("requestIdleCallback", undefined);
    const task = vi.fn();
    whenSettled(task, 2000);
    vi.advanceTimersByTime(1999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("cancelled at any stage, never runs", () => {
    const cancelIdle = vi.fn();
    vi.stubGlobal("requestIdleCallback", () => 7);
    vi.stubGlobal("cancelIdleCallback", cancelIdle);
    const task = vi.fn();
    setReadyState("loading");
    whenSettled(task, 1000)();
    window.dispatchEvent(new Event("load"));
    vi.advanceTimersByTime(10_000);
    setReadyState("complete");
    whenSettled(task, 1000)();
    vi.advanceTimersByTime(10_000);
    const cancel = whenSettled(task, 1000);
    vi.advanceTimersByTime(1000);
    cancel();
    expect(cancelIdle).toHaveBeenCalledWith(7);
    expect(task).not.toHaveBeenCalled();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderHook } from "@testing-library/react";
import { useTimeout } from "../../../src/hooks/useTimeout";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("useTimeout", () => {
  it("calls back once, after the delay", () => {
    const fn = vi.fn();
    renderHook(() => useTimeout(fn, 3000));
    vi.advanceTimersByTime(2999);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("waits while the delay is null, and cancels when it becomes null", () => {
    const fn = vi.fn();
    const { rerender } = renderHook(({ delay }) => useTimeout(fn, delay), { initialProps: { delay: null as number | null } });
    vi.advanceTimersByTime(10_000);
    expect(fn).not.toHaveBeenCalled();
    rerender({ delay: 1000 });
    vi.advanceTimersByTime(500);
    rerender({ delay: null });
    vi.advanceTimersByTime(10_000);
    expect(fn).not.toHaveBeenCalled();
  });

  it("calls the latest callback, and a re-render does not restart the wait", () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(({ fn }) => useTimeout(fn, 1000), { initialProps: { fn: first } });
    vi.advanceTimersByTime(600);
    rerender({ fn: second });
    vi.advanceTimersByTime(400);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it("never calls back once unmounted", () => {
    const fn = vi.fn();
    const { unmount } = renderHook(() => useTimeout(fn, 1000));
    unmount();
    vi.advanceTimersByTime(5000);
    expect(fn).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderHook } from "@testing-library/react";
import { useInterval } from "../../../src/hooks/useInterval";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("useInterval", () => {
  it("calls the callback once per delay", () => {
    const fn = vi.fn();
    renderHook(() => useInterval(fn, 1000));
    vi.advanceTimersByTime(999);
    expect(fn).toHaveBeenCalledTimes(0);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(3000);
    expect(fn).toHaveBeenCalledTimes(4);
  });

  it("stops while the delay is null and starts again when it is set", () => {
    const fn = vi.fn();
    const { rerender } = renderHook(({ delay }) => useInterval(fn, delay), { initialProps: { delay: null as number | null } });
    vi.advanceTimersByTime(10_000);
    expect(fn).not.toHaveBeenCalled();
    rerender({ delay: 500 });
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(1);
    rerender({ delay: null });
    vi.advanceTimersByTime(5000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("uses the latest callback without restarting the timer", () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(({ fn }) => useInterval(fn, 1000), { initialProps: { fn: first } });
    vi.advanceTimersByTime(600);
    rerender({ fn: second });
    vi.advanceTimersByTime(400);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it("clears its timer on unmount", () => {
    const fn = vi.fn();
    const { unmount } = renderHook(() => useInterval(fn, 1000));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(5000);
    expect(fn).not.toHaveBeenCalled();
  });
});

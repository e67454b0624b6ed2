import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { useSlideshow } from "../../../src/hooks/useSlideshow";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("useSlideshow", () => {
  it("advances every 5000 ms through 0..9 and then returns to 0", () => {
    const { result } = renderHook(() => useSlideshow(10, { delay: 5000 }));
    const seen = [result.current.index];
    for (let i = 0; i < 10; i++) {
      act(() => vi.advanceTimersByTime(5000));
      seen.push(result.current.index);
    }
    expect(seen).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0]);
  });

  it("does not advance while the delay is null (loading), then starts", () => {
    const { result, rerender } = renderHook(({ loaded }) => useSlideshow(10, { delay: loaded ? 5000 : null }), {
      initialProps: { loaded: false },
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.index).toBe(0);
    rerender({ loaded: true });
    act(() => vi.advanceTimersByTime(4999));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
  });

  it("wraps next and previous when looping, and stops at the ends when not", () => {
    const looping = renderHook(() => useSlideshow(3, { delay: null, loop: true }));
    act(() => looping.result.current.prev());
    expect(looping.result.current.index).toBe(2);
    act(() => looping.result.current.next());
    expect(looping.result.current.index).toBe(0);

    const bounded = renderHook(() => useSlideshow(3, { delay: null, loop: false }));
    act(() => bounded.result.current.prev());
    expect(bounded.result.current.index).toBe(0);
    act(() => bounded.result.current.goTo(2));
    act(() => bounded.result.current.next());
    expect(bounded.result.current.index).toBe(2);
  });

  it("keeps the position in range when there are fewer positions", () => {
    const { result, rerender } = renderHook(({ count }) => useSlideshow(count, { delay: null }), { initialProps: { count: 5 } });
    act(() => result.current.goTo(4));
    rerender({ count: 3 });
    expect(result.current.index).toBe(2);
    act(() => result.current.prev());
    expect(result.current.index).toBe(1);
  });

  it("does not run a timer for a single slide", () => {
    renderHook(() => useSlideshow(1, { delay: 3000 }));
    expect(vi.getTimerCount()).toBe(0);
  });
});

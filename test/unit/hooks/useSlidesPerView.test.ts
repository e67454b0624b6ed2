import { afterEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createElement } from "react";
import { useSlidesPerView } from "../../../src/hooks/useSlidesPerView";
import { stubMedia } from "./media";

const testimonials = { 0: 1, 1024: 2, 1440: 3 };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("useSlidesPerView", () => {
  it.each([
    [375, 1],
    [480, 1],
    [768, 1],
    [1023, 1],
    [1024, 2],
    [1439, 2],
    [1440, 3],
    [1920, 3],
  ])("shows the right number of testimonials at %i px: %i", (width, expected) => {
    stubMedia({ width });
    const { result } = renderHook(() => useSlidesPerView(testimonials));
    expect(result.current).toBe(expected);
  });

  it("follows matchMedia change events as the window crosses a breakpoint", () => {
    const media = stubMedia({ width: 800 });
    const { result } = renderHook(() => useSlidesPerView(testimonials));
    expect(result.current).toBe(1);
    act(() => media.set({ width: 1200 }));
    expect(result.current).toBe(2);
    act(() => media.set({ width: 1500 }));
    expect(result.current).toBe(3);
    act(() => media.set({ width: 400 }));
    expect(result.current).toBe(1);
  });

  it("listens only to media queries (no resize listener) and removes its listeners on unmount", () => {
    const media = stubMedia({ width: 800 });
    const addEventListener = vi.spyOn(window, "addEventListener");
    const { unmount } = renderHook(() => useSlidesPerView(testimonials));
    expect(addEventListener.mock.calls.filter(([type]) => type === "resize")).toEqual([]);
    expect(media.listenerCount()).toBe(2);
    unmount();
    expect(media.listenerCount()).toBe(0);
  });

  it("renders on the server with the narrowest value and without touching window", () => {
    function Probe() {
      return createElement("span", null, String(useSlidesPerView(testimonials)));
    }
    const media = stubMedia({ width: 1440 });
    expect(renderToString(createElement(Probe))).toBe("<span>1</span>");
    expect(media.matchMedia).not.toHaveBeenCalled();
  });
});

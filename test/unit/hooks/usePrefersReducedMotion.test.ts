import { afterEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createElement } from "react";
import { usePrefersReducedMotion } from "../../../src/hooks/usePrefersReducedMotion";
import { stubMedia } from "./media";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("usePrefersReducedMotion", () => {
  it("reads the system setting and follows its changes", () => {
    const media = stubMedia({ width: 1000, reducedMotion: true });
    const { result } = renderHook(() => usePrefersReducedMotion());
    expect(result.current).toBe(true);
    act(() => media.set({ reducedMotion: false }));
    expect(result.current).toBe(false);
  });

  it("removes its listener on unmount", () => {
    const media = stubMedia({ width: 1000 });
    const { unmount } = renderHook(() => usePrefersReducedMotion());
    expect(media.listenerCount()).toBe(1);
    unmount();
    expect(media.listenerCount()).toBe(0);
  });

  it("assumes motion on the server, without calling matchMedia", () => {
    const media = stubMedia({ width: 1000, reducedMotion: true });
    function Probe() {
      return createElement("i", null, String(usePrefersReducedMotion()));
    }
    expect(renderToString(createElement(Probe))).toBe("<i>false</i>");
    expect(media.matchMedia).not.toHaveBeenCalled();
  });
});

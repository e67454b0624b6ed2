import { afterEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createElement } from "react";
import { useMediaQuery } from "../../../src/hooks/useMediaQuery";
import { stubMedia } from "./media";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("useMediaQuery", () => {
  it("answers the query and follows its change events", () => {
    const media = stubMedia({ width: 500 });
    const { result } = renderHook(() => useMediaQuery("(min-width: 640px)"));
    expect(result.current).toBe(false);
    act(() => media.set({ width: 800 }));
    expect(result.current).toBe(true);
    act(() => media.set({ width: 600 }));
    expect(result.current).toBe(false);
  });

  it("removes its listener on unmount", () => {
    const media = stubMedia({ width: 800 });
    const { unmount } = renderHook(() => useMediaQuery("(min-width: 640px)"));
    expect(media.listenerCount()).toBe(1);
    unmount();
    expect(media.listenerCount()).toBe(0);
  });

  it("is false on the server, without calling matchMedia", () => {
    const media = stubMedia({ width: 800 });
    function Probe() {
      return createElement("i", null, String(useMediaQuery("(min-width: 640px)")));
    }
    expect(renderToString(createElement(Probe))).toBe("<i>false</i>");
    expect(media.matchMedia).not.toHaveBeenCalled();
  });
});

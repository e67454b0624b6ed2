import { afterEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { usePageVisible } from "../../../src/hooks/usePageVisible";

function setVisibility(state: "visible" | "hidden") {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
  document.dispatchEvent(new Event("visibilitychange"));
}

afterEach(() => {
  setVisibility("visible");
});

describe("usePageVisible", () => {
  it("is false while the tab is hidden and true when it comes back", () => {
    const { result } = renderHook(() => usePageVisible());
    expect(result.current).toBe(true);
    act(() => setVisibility("hidden"));
    expect(result.current).toBe(false);
    act(() => setVisibility("visible"));
    expect(result.current).toBe(true);
  });

  it("removes its listener on unmount", () => {
    const add = vi.spyOn(document, "addEventListener");
    const remove = vi.spyOn(document, "removeEventListener");
    const { unmount } = renderHook(() => usePageVisible());
    const added = add.mock.calls.filter(([type]) => type === "visibilitychange");
    expect(added).toHaveLength(1);
    unmount();
    expect(remove.mock.calls.filter(([type]) => type === "visibilitychange")).toEqual(added);
  });
});

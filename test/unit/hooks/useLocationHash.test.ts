import { afterEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createElement } from "react";
import { useLocationHash } from "../../../src/hooks/useLocationHash";

afterEach(() => {
  vi.restoreAllMocks();
  history.replaceState(null, "", "/");
});

describe("useLocationHash", () => {
  it("is the address's fragment, and follows a jump to another one and Back", () => {
    history.replaceState(null, "", "/stories/#wedding");
    const { result } = renderHook(() => useLocationHash());
    expect(result.current).toBe("#wedding");
    act(() => {
      history.pushState(null, "", "/stories/#engagement");
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
    expect(result.current).toBe("#engagement");
    act(() => {
      history.replaceState(null, "", "/stories/");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(result.current).toBe("");
  });

  it("removes both its listeners on unmount", () => {
    const add = vi.spyOn(window, "addEventListener");
    const remove = vi.spyOn(window, "removeEventListener");
    const { unmount } = renderHook(() => useLocationHash());
    const added = add.mock.calls.filter(([type]) => type === "hashchange" || type === "popstate");
    expect(added.map(([type]) => type).sort()).toEqual(["hashchange", "popstate"]);
    unmount();
    for (const [type, listener] of added) expect(remove).toHaveBeenCalledWith(type, listener);
  });

  it("is empty on the server", () => {
    function Probe() {
      return createElement("i", null, `[${useLocationHash()}]`);
    }
    expect(renderToString(createElement(Probe))).toBe("<i>[]</i>");
  });
});

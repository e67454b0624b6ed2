import { afterEach, describe, expect, it, vi } from "vitest";
import { renderHook } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createElement } from "react";
import { useSaveData } from "../../../src/hooks/useSaveData";

function setConnection(connection: { saveData?: boolean } | undefined) {
  Object.defineProperty(navigator, "connection", { configurable: true, get: () => connection });
}

afterEach(() => {
  setConnection(undefined);
  vi.restoreAllMocks();
});

describe("useSaveData", () => {
  it("is true when the visitor turned on Data Saver", () => {
    setConnection({ saveData: true });
    expect(renderHook(() => useSaveData()).result.current).toBe(true);
  });

  it("is false when they did not, or the browser does not say", () => {
    setConnection({ saveData: false });
    expect(renderHook(() => useSaveData()).result.current).toBe(false);
    setConnection(undefined);
    expect(renderHook(() => useSaveData()).result.current).toBe(false);
  });

  it("is unknown (null) in the prerendered page", () => {
    setConnection({ saveData: false });
    function Probe() {
      return createElement("b", null, String(useSaveData()));
    }
    expect(renderToString(createElement(Probe))).toBe("<b>null</b>");
  });
});

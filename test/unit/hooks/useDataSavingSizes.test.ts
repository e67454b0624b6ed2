import { afterEach, describe, expect, it } from "vitest";
import { renderHook } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createElement } from "react";
import { useDataSavingSizes } from "../../../src/hooks/useDataSavingSizes";

const sizes = "(min-width: 960px) 33vw, 100vw";

function setScreen(saveData: boolean | undefined, pixelRatio: number) {
  Object.defineProperty(navigator, "connection", { configurable: true, get: () => (saveData === undefined ? undefined : { saveData }) });
  Object.defineProperty(window, "devicePixelRatio", { configurable: true, get: () => pixelRatio });
}

afterEach(() => setScreen(undefined, 1));

describe("useDataSavingSizes", () => {
  it("divides the sizes by the pixel ratio under Save-Data", () => {
    setScreen(true, 3);
    expect(renderHook(() => useDataSavingSizes(sizes)).result.current).toBe("(min-width: 960px) calc(33vw / 3), calc(100vw / 3)");
  });

  it("keeps them without Save-Data, when the browser does not say, or when disabled", () => {
    setScreen(false, 3);
    expect(renderHook(() => useDataSavingSizes(sizes)).result.current).toBe(sizes);
    setScreen(undefined, 3);
    expect(renderHook(() => useDataSavingSizes(sizes)).result.current).toBe(sizes);
    setScreen(true, 3);
    expect(renderHook(() => useDataSavingSizes(sizes, false)).result.current).toBe(sizes);
  });

  it("keeps them in the prerendered page, which cannot know", () => {
    setScreen(true, 3);
    function Probe() {
      return createElement("b", null, useDataSavingSizes(sizes));
    }
    expect(renderToString(createElement(Probe))).toBe(`<b>${sizes}</b>`);
  });
});

import { describe, expect, it } from "vitest";
import { renderHook } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { act, createElement, useState } from "react";
import { useFromPrerender } from "../../../src/hooks/useFromPrerender";
import { hydrateHtml } from "../render";

let renders = 0;
let rerender: () => void = () => {};
function Probe() {
  renders++;
  const [, set] = useState(0);
  rerender = () => set((n) => n + 1);
  return createElement("i", null, String(useFromPrerender()));
}

describe("useFromPrerender", () => {
  it("is true in the prerendered HTML", () => {
    expect(renderToString(createElement(Probe))).toBe("<i>true</i>");
  });

  it("stays true through hydration, without a mismatch and without rendering again", async () => {
    const html = renderToString(createElement(Probe));
    renders = 0;
    const { container, errors } = await hydrateHtml(html, createElement(Probe));
    expect(errors).toEqual([]);
    expect(renders).toBe(1);
    expect(container.innerHTML).toBe("<i>true</i>");
    // A later render for another reason keeps the answer.
    await act(async () => rerender());
    expect(renders).toBe(2);
    expect(container.innerHTML).toBe("<i>true</i>");
  });

  it("is false for something first rendered in the browser, and stays false", () => {
    const { result, rerender: again } = renderHook(() => useFromPrerender());
    expect(result.current).toBe(false);
    again();
    expect(result.current).toBe(false);
  });
});

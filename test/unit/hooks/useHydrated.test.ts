import { describe, expect, it } from "vitest";
import { renderHook } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createElement } from "react";
import { useHydrated } from "../../../src/hooks/useHydrated";
import { hydrateHtml } from "../render";

function Probe() {
  return createElement("i", null, String(useHydrated()));
}

describe("useHydrated", () => {
  it("is false in the prerendered HTML", () => {
    expect(renderToString(createElement(Probe))).toBe("<i>false</i>");
  });

  it("hydrates as false (no mismatch) and turns true right after", async () => {
    const { container, errors } = await hydrateHtml(renderToString(createElement(Probe)), createElement(Probe));
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe("<i>true</i>");
  });

  it("is true at once for something rendered on the client", () => {
    expect(renderHook(() => useHydrated()).result.current).toBe(true);
  });
});

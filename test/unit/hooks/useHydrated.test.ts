import { describe, expect, it } from "vitest";
import { renderHook } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { act, createElement } from "react";
import { useHydrated } from "../../../src/hooks/useHydrated";

function Probe() {
  return createElement("i", null, String(useHydrated()));
}

describe("useHydrated", () => {
  it("is false in the prerendered HTML", () => {
    expect(renderToString(createElement(Probe))).toBe("<i>false</i>");
  });

  it("hydrates as false (no mismatch) and turns true right after", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(createElement(Probe));
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, createElement(Probe), { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe("<i>true</i>");
  });

  it("is true at once for something rendered on the client", () => {
    expect(renderHook(() => useHydrated()).result.current).toBe(true);
  });
});

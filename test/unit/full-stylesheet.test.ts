import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The module applies the sheet once per page: each test gets a fresh copy.
async function load() {
  vi.resetModules();
  return import("../../src/shell/full-stylesheet");
}

/** The page's full stylesheet link as the build writes it; `loaded` gives it a sheet. */
function addLink({ loaded }: { loaded: boolean }): HTMLLinkElement {
  const link = document.createElement("link");
  link.id = "full-css";
  link.rel = "stylesheet";
  link.media = "print";
  link.setAttribute("disabled", "");
  Object.defineProperty(link, "sheet", { configurable: true, get: () => (loaded ? ({} as CSSStyleSheet) : null) });
  document.head.append(link);
  return link;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  document.getElementById("full-css")?.remove();
});

describe("the full stylesheet", () => {
  it("where there is none of its own (development), counts as applied", async () => {
    const { fullStylesheetApplied, applyFullStylesheet } = await load();
    expect(fullStylesheetApplied()).toBe(true);
    await expect(applyFullStylesheet()).resolves.toBeUndefined();
  });

  it("is not applied until asked; asked once it has loaded, applies at once", async () => {
    const { fullStylesheetApplied, applyFullStylesheet } = await load();
    const link = addLink({ loaded: true });
    expect(fullStylesheetApplied()).toBe(false);
    await applyFullStylesheet();
    expect(link.media).toBe("all");
    expect(fullStylesheetApplied()).toBe(true);
  });

  it("asked while still on its way, starts it if need be and applies on arrival", async () => {
    const { applyFullStylesheet } = await load();
    const link = addLink({ loaded: false });
    let done = false;
    void applyFullStylesheet().then(() => (done = true));
    expect(link.hasAttribute("disabled")).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect([done, link.media]).toEqual([false, "print"]);
    link.dispatchEvent(new Event("load"));
    await vi.advanceTimersByTimeAsync(0);
    expect([done, link.media]).toEqual([true, "all"]);
  });

  it("that fails to load, lets the page render anyway; one that stalls, after 4 s", async () => {
    let { applyFullStylesheet } = await load();
    let link = addLink({ loaded: false });
    let done = false;
    void applyFullStylesheet().then(() => (done = true));
    link.dispatchEvent(new Event("error"));
    await vi.advanceTimersByTimeAsync(0);
    expect([done, link.media]).toEqual([true, "print"]);

    link.remove();
    ({ applyFullStylesheet } = await load());
    link = addLink({ loaded: false });
    done = false;
    void applyFullStylesheet().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(3999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { startScripts } from "../../src/shell/start-scripts";

const modules = ["/assets/app-AAAA.js", "/assets/chunks/chunk-BBBB.js", "/assets/chunks/Home-CCCC.js"];

function page(photo: "none" | "loading" | "complete") {
  document.head.innerHTML = `<script type="module" data-modules='${JSON.stringify(modules)}'></script>`;
  document.body.innerHTML = photo === "none" ? "<p>Text only</p>" : `<img fetchpriority="high" alt="">`;
  const img = document.querySelector("img");
  if (img) Object.defineProperty(img, "complete", { value: photo === "complete", configurable: true });
  return { load: vi.fn<(url: string) => unknown>(), img };
}
const preloaded = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute("href"));

afterEach(() => {
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});

describe("startScripts (the page's inline start script)", () => {
  it("on a page without a priority photo, preloads the page's chunks together and imports its entry at once", () => {
    const { load } = page("none");
    startScripts(document, load);
    expect(preloaded()).toEqual(modules.slice(1));
    expect(load).toHaveBeenCalledExactlyOnceWith(modules[0]);
  });

  it("waits for the first screen's photo to arrive before asking for any script", () => {
    const { load, img } = page("loading");
    startScripts(document, load);
    expect(preloaded()).toEqual([]);
    expect(load).not.toHaveBeenCalled();
    img!.dispatchEvent(new Event("load"));
    expect(preloaded()).toEqual(modules.slice(1));
    expect(load).toHaveBeenCalledExactlyOnceWith(modules[0]);
    // A later error event (the browser reporting a second source) starts nothing twice.
    img!.dispatchEvent(new Event("error"));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("goes on when the photo fails, so a broken photo never leaves the page without its scripts", () => {
    const { load, img } = page("loading");
    startScripts(document, load);
    img!.dispatchEvent(new Event("error"));
    expect(load).toHaveBeenCalledExactlyOnceWith(modules[0]);
  });

  it("starts at once when the photo is already in (from the cache)", () => {
    const { load } = page("complete");
    startScripts(document, load);
    expect(load).toHaveBeenCalledExactlyOnceWith(modules[0]);
  });
});

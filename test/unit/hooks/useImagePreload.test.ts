import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { useImagePreload } from "../../../src/hooks/useImagePreload";
import type { PreloadImage } from "../../../src/lib/preload";

/** Records every <img> the hook creates, so a test can answer its load or error. */
function captureImages(): HTMLImageElement[] {
  const created: HTMLImageElement[] = [];
  const original = document.createElement.bind(document);
  vi.spyOn(document, "createElement").mockImplementation(((tag: string, options?: ElementCreationOptions) => {
    const el = original(tag, options);
    if (tag === "img") created.push(el as HTMLImageElement);
    return el;
  }) as typeof document.createElement);
  return created;
}

const images: PreloadImage[] = [
  { src: "/a.jpg", srcSet: "/a-640.jpg 640w", sizes: "100vw", sources: [{ type: "image/avif", srcSet: "/a-640.avif 640w" }] },
  { src: "/b.jpg" },
  { src: "/c.jpg" },
];

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Lets the hook start the rest, one a task. */
const startAll = () => act(() => vi.runAllTimers());

describe("useImagePreload", () => {
  it("is loading until every image has loaded, then loaded", () => {
    const created = captureImages();
    const { result } = renderHook(() => useImagePreload(images));
    startAll();
    expect(created.map((img) => img.getAttribute("src"))).toEqual(["/a.jpg", "/b.jpg", "/c.jpg"]);
    expect(result.current).toBe("loading");
    act(() => created[0]!.onload!(new Event("load")));
    act(() => created[2]!.onload!(new Event("load")));
    expect(result.current).toBe("loading");
    act(() => created[1]!.onload!(new Event("load")));
    expect(result.current).toBe("loaded");
  });

  it("starts one image a task, not all in one long task", () => {
    const created = captureImages();
    renderHook(() => useImagePreload(images));
    expect(created.map((img) => img.getAttribute("src"))).toEqual(["/a.jpg"]);
    act(() => vi.advanceTimersToNextTimer());
    expect(created.map((img) => img.getAttribute("src"))).toEqual(["/a.jpg", "/b.jpg"]);
    act(() => vi.advanceTimersToNextTimer());
    expect(created).toHaveLength(3);
  });

  it("starts no more once unmounted", () => {
    const created = captureImages();
    const { unmount } = renderHook(() => useImagePreload(images));
    unmount();
    startAll();
    expect(created).toHaveLength(1);
  });

  it("asks for the same candidates a <picture> would: sources, srcset and sizes", () => {
    const created = captureImages();
    renderHook(() => useImagePreload(images.slice(0, 1)));
    const img = created[0]!;
    expect(img.getAttribute("srcset")).toBe("/a-640.jpg 640w");
    expect(img.getAttribute("sizes")).toBe("100vw");
    const source = img.parentElement!.querySelector("source")!;
    expect(img.parentElement!.tagName).toBe("PICTURE");
    expect([source.getAttribute("type"), source.getAttribute("srcset"), source.getAttribute("sizes")]).toEqual([
      "image/avif",
      "/a-640.avif 640w",
      "100vw",
    ]);
  });

  it("reports an error when any image fails", () => {
    const created = captureImages();
    const { result } = renderHook(() => useImagePreload(images));
    startAll();
    act(() => created[1]!.onerror!(new Event("error")));
    expect(result.current).toBe("error");
  });

  it("does nothing and stays loading while given null", () => {
    const created = captureImages();
    const { result } = renderHook(() => useImagePreload(null));
    expect(created).toEqual([]);
    expect(result.current).toBe("loading");
  });

  it("drops its handlers on unmount, so a late load changes nothing", () => {
    const created = captureImages();
    const { unmount } = renderHook(() => useImagePreload(images));
    startAll();
    unmount();
    expect(created).toHaveLength(3);
    expect(created.every((img) => img.onload === null && img.onerror === null)).toBe(true);
  });

  it("does not restart for a new array holding the same images", () => {
    const created = captureImages();
    const { rerender } = renderHook(({ list }) => useImagePreload(list), { initialProps: { list: images } });
    startAll();
    rerender({ list: images.map((i) => ({ ...i })) });
    startAll();
    expect(created).toHaveLength(3);
  });
});

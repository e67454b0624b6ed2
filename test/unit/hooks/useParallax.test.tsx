import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { useParallax } from "../../../src/hooks/useParallax";
import { stubMedia } from "./media";

// Layout the hook reads, per element (happy-dom lays nothing out).
const heights: Record<string, number> = { window: 640, col0: 2000, col1: 1600, col2: 1800 };

function Gallery() {
  const track = useRef<HTMLDivElement>(null);
  const win = useRef<HTMLDivElement>(null);
  const columns = useRef<(HTMLElement | null)[]>([]);
  useParallax({ track, window: win, columns }, { directions: [1, -1, 1], media: "(min-width: 640px)" });
  return (
    <div data-testid="track" ref={track}>
      <div data-testid="window" ref={win}>
        {[0, 1, 2].map((i) => (
          <div
            key={i}
            data-testid={`col${i}`}
            ref={(el) => {
              columns.current[i] = el;
            }}
          />
        ))}
      </div>
    </div>
  );
}

let observed: { callback: IntersectionObserverCallback; disconnect: ReturnType<typeof vi.fn> }[] = [];
function setOnScreen(visible: boolean) {
  act(() => {
    for (const o of observed) o.callback([{ isIntersecting: visible } as IntersectionObserverEntry], {} as IntersectionObserver);
  });
}

/** Scrolls the page so the pinned window is `into` px down its track (the track starts at 100). */
function scrollTo(into: number) {
  Object.defineProperty(window, "scrollY", { value: 100 + into, configurable: true });
  act(() => {
    window.dispatchEvent(new Event("scroll"));
    vi.advanceTimersToNextFrame();
  });
}

const transforms = () => [0, 1, 2].map((i) => screen.getByTestId(`col${i}`).style.transform);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame", "setTimeout", "clearTimeout"] });
  Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
  observed = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      disconnect = vi.fn();
      constructor(callback: IntersectionObserverCallback) {
        observed.push({ callback, disconnect: this.disconnect });
      }
      observe() {}
      unobserve() {}
    },
  );
  // Sizes are fixed in these tests; a resize observer has nothing to report.
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockImplementation(function (this: HTMLElement) {
    return heights[this.dataset.testid ?? ""] ?? 0;
  });
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
    const top = this.dataset.testid === "window" ? 0 : 100 - window.scrollY;
    return { top, bottom: top + 10, left: 0, right: 0, width: 0, height: 10, x: 0, y: top, toJSON() {} } as DOMRect;
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("useParallax", () => {
  it("moves each column by its own amount as the page scrolls through the gallery", () => {
    stubMedia({ width: 1440 });
    render(<Gallery />);
    setOnScreen(true);
    act(() => vi.advanceTimersToNextFrame());
    // The tallest column gives the track its height; the middle column starts at its end.
    expect(screen.getByTestId("track").style.height).toBe("2000px");
    expect(transforms()).toEqual(["translate3d(0, 0px, 0)", "translate3d(0, -960px, 0)", "translate3d(0, 0px, 0)"]);

    scrollTo(680);
    expect(transforms()).toEqual(["translate3d(0, -680px, 0)", "translate3d(0, -480px, 0)", "translate3d(0, -580px, 0)"]);

    scrollTo(1360);
    expect(transforms()).toEqual(["translate3d(0, -1360px, 0)", "translate3d(0, 0px, 0)", "translate3d(0, -1160px, 0)"]);
  });

  it("computes at most once per frame however many scroll events arrive, reading no layout", () => {
    stubMedia({ width: 1440 });
    render(<Gallery />);
    setOnScreen(true);
    act(() => vi.advanceTimersToNextFrame());
    const rects = vi.mocked(HTMLElement.prototype.getBoundingClientRect);
    rects.mockClear();
    Object.defineProperty(window, "scrollY", { value: 440, configurable: true });
    act(() => {
      for (let i = 0; i < 10; i++) window.dispatchEvent(new Event("scroll"));
      vi.advanceTimersToNextFrame();
    });
    expect(rects).not.toHaveBeenCalled();
    expect(transforms()[0]).toBe("translate3d(0, -340px, 0)");
  });

  it("does not write a transform again when the offset has not changed", () => {
    stubMedia({ width: 1440 });
    render(<Gallery />);
    setOnScreen(true);
    scrollTo(200);
    const col = screen.getByTestId("col0");
    const writes = vi.fn();
    const observer = new MutationObserver(writes);
    observer.observe(col, { attributes: true, attributeFilter: ["style"] });
    scrollTo(200);
    scrollTo(200);
    observer.disconnect();
    expect(writes).not.toHaveBeenCalled();
  });

  it("listens to scrolling only while the gallery is on screen", () => {
    stubMedia({ width: 1440 });
    const add = vi.spyOn(window, "addEventListener");
    const remove = vi.spyOn(window, "removeEventListener");
    render(<Gallery />);
    expect(add.mock.calls.filter(([type]) => type === "scroll")).toHaveLength(0);

    setOnScreen(true);
    const scrollAdds = add.mock.calls.filter(([type]) => type === "scroll");
    expect(scrollAdds).toHaveLength(1);
    expect(scrollAdds[0]![2]).toEqual({ passive: true });
    scrollTo(100);
    expect(transforms()[0]).toBe("translate3d(0, -100px, 0)");

    setOnScreen(false);
    expect(remove.mock.calls.filter(([type]) => type === "scroll")).toHaveLength(1);
    scrollTo(680);
    expect(transforms()[0]).toBe("translate3d(0, -100px, 0)");
  });

  it("stays off under prefers-reduced-motion, and stops and resets when the visitor turns it on", () => {
    const media = stubMedia({ width: 1440, reducedMotion: true });
    render(<Gallery />);
    expect(observed).toHaveLength(0);
    expect(screen.getByTestId("track").dataset.parallax).toBeUndefined();

    act(() => media.set({ reducedMotion: false }));
    setOnScreen(true);
    scrollTo(680);
    expect(screen.getByTestId("track").dataset.parallax).toBe("on");
    expect(transforms()[0]).toBe("translate3d(0, -680px, 0)");

    act(() => media.set({ reducedMotion: true }));
    expect(observed[0]!.disconnect).toHaveBeenCalled();
    expect(screen.getByTestId("track").dataset.parallax).toBeUndefined();
    expect(screen.getByTestId("track").style.height).toBe("");
    expect(transforms()).toEqual(["", "", ""]);
  });

  it("stays off on narrow screens, where the gallery is a plain grid", () => {
    stubMedia({ width: 375 });
    render(<Gallery />);
    expect(observed).toHaveLength(0);
    expect(transforms()).toEqual(["", "", ""]);
  });

  it("removes every listener and observer when the gallery unmounts", () => {
    const media = stubMedia({ width: 1440 });
    const remove = vi.spyOn(window, "removeEventListener");
    const { unmount } = render(<Gallery />);
    setOnScreen(true);
    unmount();
    expect(remove.mock.calls.filter(([type]) => type === "scroll")).toHaveLength(1);
    expect(observed[0]!.disconnect).toHaveBeenCalled();
    expect(media.listenerCount()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});

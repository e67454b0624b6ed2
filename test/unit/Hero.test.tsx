import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen } from "@testing-library/react";
import { Hero, heroDelay } from "../../src/components/Hero";
import { photoSet } from "../../src/content/photos";
import { hero } from "../../src/content/home";
import { labels } from "../../src/content/labels";
import { renderAt } from "./render";
import { stubMedia } from "./hooks/media";

const photos = photoSet(hero.photoSet);

/** The detached images the hero preloads (not the ones React puts on the page). */
function capturePreloads(): () => HTMLImageElement[] {
  const created: HTMLImageElement[] = [];
  const original = document.createElement.bind(document);
  vi.spyOn(document, "createElement").mockImplementation(((tag: string, options?: ElementCreationOptions) => {
    const el = original(tag, options);
    if (tag === "img") created.push(el as HTMLImageElement);
    return el;
  }) as typeof document.createElement);
  return () => {
    // The hero starts one preload a task: let those tasks run first (a fake clock runs a timeout
    // set inside a timer 1 ms on; they start images only, the slideshow's timers are seconds away).
    vi.advanceTimersByTime(photos.length);
    return created.filter((img) => !img.isConnected);
  };
}

function setSaveData(saveData: boolean | undefined) {
  Object.defineProperty(navigator, "connection", { configurable: true, get: () => (saveData === undefined ? undefined : { saveData }) });
}

/** The photos on the page (by their place in the slideshow), and the one in view (not hidden from assistive technology). */
function slides() {
  const all = [...document.querySelectorAll(".hero__slide")];
  const photoOf = (slide: Element) => photos.findIndex((p) => p.alt === slide.querySelector(".photo__img")?.getAttribute("alt"));
  const shown = all.find((s) => s.getAttribute("aria-hidden") !== "true");
  return { count: all.length, active: shown ? photoOf(shown) : -1, onPage: all.map(photoOf).sort((a, b) => a - b) };
}

/** The photo in view and its neighbours, the one that faded out and the one to come. */
function inPlay(active: number): number[] {
  const n = photos.length;
  return [...new Set([(active + n - 1) % n, active, (active + 1) % n])].sort((a, b) => a - b);
}

function loadAll(preloads: () => HTMLImageElement[]) {
  act(() => {
    for (const img of preloads()) img.onload?.(new Event("load"));
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  setSaveData(undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("Hero slideshow", () => {
  it("has 1 to 10 photos, as the content check demands", () => {
    expect(photos.length).toBeGreaterThanOrEqual(1);
    expect(photos.length).toBeLessThanOrEqual(10);
  });

  it("shows only the first photo, with high priority, until the others have preloaded", () => {
    stubMedia({ width: 375 });
    const preloads = capturePreloads();
    renderAt(<Hero />);
    expect(slides()).toMatchObject({ count: 1, active: 0 });
    const first = document.querySelector(".hero__slide .photo__img")!;
    expect([first.getAttribute("loading"), first.getAttribute("fetchpriority")]).toEqual(["eager", "high"]);
    expect(preloads()).toHaveLength(photos.length - 1);
    act(() => vi.advanceTimersByTime(heroDelay * 3));
    expect(slides()).toMatchObject({ count: 1, active: 0 });
    expect(screen.queryByRole("button", { name: labels.hero.pause })).toBeNull();
  });

  it("then advances every 5 seconds through all of them and loops back to the first", () => {
    stubMedia({ width: 375 });
    const preloads = capturePreloads();
    renderAt(<Hero />);
    loadAll(preloads);
    expect(slides()).toMatchObject({ active: 0, onPage: inPlay(0) });
    const seen = [slides().active];
    for (let i = 0; i < photos.length; i++) {
      act(() => vi.advanceTimersByTime(heroDelay));
      const { active, onPage } = slides();
      seen.push(active);
      // Only the photo in view and its neighbours are on the page, whichever turn it is.
      expect(onPage).toEqual(inPlay(active));
    }
    expect(seen).toEqual([...photos.keys(), 0]);
  });

  it("stops and starts with the pause/play button", () => {
    stubMedia({ width: 375 });
    const preloads = capturePreloads();
    renderAt(<Hero />);
    loadAll(preloads);
    fireEvent.click(screen.getByRole("button", { name: labels.hero.pause }));
    act(() => vi.advanceTimersByTime(heroDelay * 4));
    expect(slides().active).toBe(0);
    fireEvent.click(screen.getByRole("button", { name: labels.hero.play }));
    act(() => vi.advanceTimersByTime(heroDelay));
    expect(slides().active).toBe(1);
  });

  it("does not auto-advance under prefers-reduced-motion", () => {
    stubMedia({ width: 375, reducedMotion: true });
    const preloads = capturePreloads();
    renderAt(<Hero />);
    loadAll(preloads);
    act(() => vi.advanceTimersByTime(heroDelay * 4));
    expect(slides()).toMatchObject({ active: 0, onPage: inPlay(0) });
    expect(screen.getByRole("button", { name: labels.hero.play })).toBeTruthy();
  });

  it("does not preload the others under Save-Data", () => {
    stubMedia({ width: 375 });
    setSaveData(true);
    const preloads = capturePreloads();
    renderAt(<Hero />);
    expect(preloads()).toHaveLength(0);
    act(() => vi.advanceTimersByTime(heroDelay * 3));
    expect(slides()).toMatchObject({ count: 1, active: 0 });
  });

  it("logs 'Failed to load images' when a preload fails and keeps the first photo", () => {
    stubMedia({ width: 375 });
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const preloads = capturePreloads();
    renderAt(<Hero />);
    act(() => preloads()[3]!.onerror!(new Event("error")));
    expect(error).toHaveBeenCalledWith("Failed to load images");
    act(() => vi.advanceTimersByTime(heroDelay * 3));
    expect(slides()).toMatchObject({ count: 1, active: 0 });
  });
});

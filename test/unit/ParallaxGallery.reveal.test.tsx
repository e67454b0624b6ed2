import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, within } from "@testing-library/react";
import type { Photo } from "../../src/lib/photos";
import { stubMedia } from "./hooks/media";
import { altInGalleryOpener, isGalleryOpener } from "./render";
import { labels } from "../../src/content/labels";
import { fill } from "../../src/lib/localize";

// The moment before the deferred reveal, held still: the gallery draws only each column's first photos.
const reveal = vi.hoisted(() => ({ done: false }));
vi.mock("../../src/hooks/useDeferredReveal", () => ({ useDeferredReveal: () => reveal.done }));
const { ParallaxGallery } = await import("../../src/components/ParallaxGallery");
const { loadLightbox } = await import("../../src/components/lightbox-chunk");

function photo(n: number): Photo {
  return {
    id: `wedding/${n}`,
    set: "wedding",
    width: 1200,
    height: [1800, 800, 1200][n % 3]!,
    placeholder: "",
    variants: [480, 960].map((w) => ({ width: w, avif: `/p/${n}-${w}.avif`, jpeg: `/p/${n}-${w}.jpg` })),
    alt: `Photo number ${n}`,
  };
}
const photos = Array.from({ length: 50 }, (_, i) => photo(i + 1));

const openers = () => screen.getAllByRole("button", { name: isGalleryOpener });
const altOf = (opener: HTMLElement) => altInGalleryOpener(opener.getAttribute("aria-label")!);
const shown = () => within(screen.getByRole("dialog")).getByRole("img").getAttribute("alt");

// The page fetches the lightbox's chunk as the gallery nears the screen; here, before any test.
beforeAll(() => loadLightbox());

afterEach(() => {
  reveal.done = false;
  vi.unstubAllGlobals();
});

const columns = () => [...document.querySelectorAll<HTMLElement>(".gallery__column")].map((c) => within(c).getAllByRole("button"));
const heading = () => within(screen.getByRole("dialog")).getByRole("heading").textContent;
/** Opens a photo, checks the lightbox shows that one, and closes it again. */
function expectOpens(opener: HTMLElement) {
  fireEvent.click(opener);
  expect(shown()).toBe(altOf(opener));
  fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: labels.lightbox.close }));
}

// Fifty photos re-render on every click: slow on a busy 2-core machine, so a longer limit than 5 s.
describe("ParallaxGallery with 50 photos, before and after the deferred reveal", { timeout: 30_000 }, () => {
  it("opens the chosen photo when it is chosen before the reveal, and keeps it when the rest arrive", () => {
    stubMedia({ width: 1280 });
    const { rerender } = render(<ParallaxGallery photos={photos} title="Studio" subtitle="Town" />);
    expect(openers().length).toBeLessThan(photos.length);
    // The first and the last photo drawn in each column: the later columns are where a count of
    // the drawn photos alone goes wrong.
    for (const column of columns()) {
      expectOpens(column[0]!);
      expectOpens(column.at(-1)!);
    }

    // The last photo drawn in the second column, chosen early, stays the photo shown once all are drawn.
    const chosen = columns()[1]!.at(-1)!;
    fireEvent.click(chosen);
    const place = heading();
    reveal.done = true;
    rerender(<ParallaxGallery photos={photos} title="Studio" subtitle="Town" />);
    expect(openers()).toHaveLength(photos.length);
    expect(shown()).toBe(altOf(chosen));
    expect(heading()).toBe(place);
  });

  it("after the reveal, numbers the photos down each column in turn, and next follows that order", () => {
    stubMedia({ width: 1280 });
    reveal.done = true;
    render(<ParallaxGallery photos={photos} title="Studio" subtitle="Town" />);
    const all = openers();
    expect(all).toHaveLength(50);
    let before = 0;
    for (const column of columns()) {
      fireEvent.click(column[0]!);
      expect(heading()).toBe(fill(labels.lightbox.title, { n: before + 1, count: 50 }));
      expect(shown()).toBe(altOf(column[0]!));
      fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: labels.lightbox.previous }));
      expect(shown()).toBe(altOf(all[(before + 49) % 50]!));
      fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: labels.lightbox.close }));
      before += column.length;
    }
    expect(before).toBe(50);
  });
});

import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { ParallaxGallery } from "../../src/components/ParallaxGallery";
import { loadLightbox } from "../../src/components/lightbox-chunk";
import type { Photo } from "../../src/lib/photos";
import { stubMedia } from "./hooks/media";
import { isGalleryOpener } from "./render";
import { studio } from "../../src/content/studio";
import { labels } from "../../src/content/labels";
import { fill } from "../../src/lib/localize";

/** The gallery's heading and the lightbox's words, as /program gives them: from the content. */
const heading = { title: studio.name, subtitle: studio.location };
const photoTitle = (n: number) => fill(labels.lightbox.title, { n, count: 9 });

function photo(n: number): Photo {
  return {
    id: `wedding/${n}`,
    set: "wedding",
    width: 1200,
    height: n % 2 ? 1800 : 800,
    placeholder: "",
    variants: [480, 960, 1600].map((w) => ({ width: w, avif: `/p/${n}-${w}.avif`, jpeg: `/p/${n}-${w}.jpg` })),
    alt: `Photo number ${n}`,
  };
}
const photos = Array.from({ length: 9 }, (_, i) => photo(i + 1));

function renderGallery() {
  stubMedia({ width: 375 });
  render(<ParallaxGallery photos={photos} {...heading} />);
  // Down the first column, then the next: the order of the grid and of the lightbox.
  return screen.getAllByRole("button", { name: isGalleryOpener });
}
const dialog = () => screen.getByRole("dialog");

afterEach(() => {
  vi.unstubAllGlobals();
});

// Runs first: the lightbox's chunk is not loaded yet (later tests load it up front, as the page
// does when the gallery nears the screen); a module loaded once stays loaded.
describe("ParallaxGallery before the lightbox's code has arrived", () => {
  it("fetches it when a photo is chosen, then opens that photo with focus still on its button", async () => {
    const openers = renderGallery();
    openers[2]!.focus();
    fireEvent.click(openers[2]!);
    const shown = await screen.findByRole("dialog");
    expect(within(shown).getByRole("heading").textContent).toBe(photoTitle(3));
    fireEvent.click(within(shown).getByRole("button", { name: labels.lightbox.close }));
  });
});

describe("ParallaxGallery", () => {
  beforeAll(() => loadLightbox());

  it("keeps rendering when the window grows past the parallax breakpoint and back", () => {
    const media = stubMedia({ width: 375 });
    render(<ParallaxGallery photos={photos} {...heading} />);
    act(() => media.set({ width: 1280 }));
    act(() => media.set({ width: 375 }));
    expect(screen.getAllByRole("button", { name: isGalleryOpener })).toHaveLength(photos.length);
  });
  it("is headed by the studio name and location, and shows every photo, lazily, in three columns", () => {
    const openers = renderGallery();
    const section = screen.getByRole("region", { name: studio.name });
    expect(within(section).getByText(studio.location)).toBeTruthy();
    expect(openers).toHaveLength(9);
    expect(section.querySelectorAll("ul")).toHaveLength(3);
    expect([...section.querySelectorAll(".photo__img")].every((img) => img.getAttribute("loading") === "lazy")).toBe(true);
  });

  it("opens the chosen photo large in a dialog, and moves with buttons and arrow keys, wrapping both ways", () => {
    const openers = renderGallery();
    fireEvent.click(openers[0]!);
    expect(within(dialog()).getByRole("heading").textContent).toBe(photoTitle(1));
    const shown = () => within(dialog()).getByRole("img").getAttribute("alt");
    const first = shown();
    expect(first).toMatch(/^Photo number \d$/);

    fireEvent.click(within(dialog()).getByRole("button", { name: labels.lightbox.previous }));
    expect(within(dialog()).getByRole("heading").textContent).toBe(photoTitle(9));
    fireEvent.keyDown(document, { key: "ArrowRight" });
    expect(within(dialog()).getByRole("heading").textContent).toBe(photoTitle(1));
    expect(shown()).toBe(first);
    fireEvent.click(within(dialog()).getByRole("button", { name: labels.lightbox.next }));
    fireEvent.keyDown(document, { key: "ArrowRight" });
    expect(within(dialog()).getByRole("heading").textContent).toBe(photoTitle(3));
    fireEvent.keyDown(document, { key: "ArrowLeft" });
    expect(within(dialog()).getByRole("heading").textContent).toBe(photoTitle(2));
  });

  it("shows the photo in the dialog at screen width, from its full set of sizes", () => {
    const openers = renderGallery();
    fireEvent.click(openers[0]!);
    const img = within(dialog()).getByRole("img");
    expect(img.getAttribute("sizes")).toBe("100vw");
    expect(img.getAttribute("srcset")).toMatch(/960w, .*1600w$/);
  });

  it("closes on Escape and puts focus back on the photo that opened it", () => {
    const openers = renderGallery();
    openers[4]!.focus();
    fireEvent.click(openers[4]!);
    fireEvent.keyDown(document, { key: "ArrowRight" });
    fireEvent.keyDown(dialog(), { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(openers[4]);
  });

  it("stops listening for arrow keys once closed", () => {
    const openers = renderGallery();
    fireEvent.click(openers[0]!);
    fireEvent.click(within(dialog()).getByRole("button", { name: labels.lightbox.close }));
    act(() => {
      fireEvent.keyDown(document, { key: "ArrowRight" });
    });
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

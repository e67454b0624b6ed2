import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, within } from "@testing-library/react";
import type { Photo } from "../../src/lib/photos";
import { stubMedia } from "./hooks/media";

// The moment before the deferred reveal, held still: the gallery draws only each column's first photos.
const reveal = vi.hoisted(() => ({ done: false }));
vi.mock("../../src/hooks/useDeferredReveal", () => ({ useDeferredReveal: () => reveal.done }));
const { ParallaxGallery } = await import("../../src/components/ParallaxGallery");

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

const openers = () => screen.getAllByRole("button", { name: /^View larger/ });
const altOf = (opener: HTMLElement) => opener.getAttribute("aria-label")!.replace("View larger: ", "");
const shown = () => within(screen.getByRole("dialog")).getByRole("img").getAttribute("alt");

afterEach(() => {
  reveal.done = false;
  vi.unstubAllGlobals();
});

describe("ParallaxGallery with 50 photos, before and after the deferred reveal", () => {
  it("opens the chosen photo when it is chosen before the reveal, and keeps it when the rest arrive", () => {
    stubMedia({ width: 1280 });
    const { rerender } = render(<ParallaxGallery photos={photos} title="Studio" subtitle="Town" />);
    const early = openers();
    expect(early.length).toBeLessThan(photos.length);
    for (const opener of early) {
      fireEvent.click(opener);
      expect(shown()).toBe(altOf(opener));
      fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Close photo" }));
    }

    // The last photo of the second column, chosen early, stays the photo shown once all are drawn.
    const secondColumn = within(document.querySelectorAll<HTMLElement>(".gallery__column")[1]!).getAllByRole("button");
    const chosen = secondColumn.at(-1)!;
    fireEvent.click(chosen);
    reveal.done = true;
    rerender(<ParallaxGallery photos={photos} title="Studio" subtitle="Town" />);
    expect(openers()).toHaveLength(photos.length);
    expect(shown()).toBe(altOf(chosen));
  });

  it("opens every one of the 50 after the reveal, and next follows the columns' order", () => {
    stubMedia({ width: 1280 });
    reveal.done = true;
    render(<ParallaxGallery photos={photos} title="Studio" subtitle="Town" />);
    const all = openers();
    expect(all).toHaveLength(50);
    for (const [i, opener] of all.entries()) {
      fireEvent.click(opener);
      expect(shown()).toBe(altOf(opener));
      fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Next photo" }));
      expect(shown()).toBe(altOf(all[(i + 1) % all.length]!));
      fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Close photo" }));
    }
  });
});

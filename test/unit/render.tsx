import { act, render } from "@testing-library/react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { ReactNode } from "react";
import { BookingContext, type BookingActions } from "../../src/hooks/useBooking";
import { labels } from "../../src/content/labels";
import { fill } from "../../src/lib/localize";

/** What each gallery photo's button says before the photo's alt text ("View larger: "), from labels.json. */
export const galleryOpenerPrefix = fill(labels.gallery.open, { alt: "" });
/** Matches a gallery photo's button by its accessible name, in any language. */
export const isGalleryOpener = (name: string) => name.startsWith(galleryOpenerPrefix);

/** Renders UI inside a router at `path` (in memory) with a recording booking action. */
export function renderAt(ui: ReactNode, path = "/", booking: BookingActions = { openBooking: () => {} }) {
  const location = memoryLocation({ path, record: true });
  const result = render(
    <Router hook={location.hook}>
      <BookingContext.Provider value={booking}>{ui}</BookingContext.Provider>
    </Router>,
  );
  return { ...result, location };
}

/** The browser's Back button: goes back one history entry and waits for its popstate. */
export async function pressBack(): Promise<void> {
  await act(async () => {
    const popped = new Promise((ok) => window.addEventListener("popstate", ok, { once: true }));
    window.history.back();
    await popped;
  });
}

import { act, render } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { ReactElement, ReactNode } from "react";
import { BookingContext, type BookingActions } from "../../src/hooks/useBooking";
import { labels } from "../../src/content/labels";

/** What each gallery photo's button says ("View larger: {alt}", labels.json), the alt text wherever the template puts it. */
const [beforeAlt = "", afterAlt = ""] = labels.gallery.open.split("{alt}").map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
const galleryOpener = new RegExp(`^${beforeAlt}(.*)${afterAlt}$`, "s");
/** Matches a gallery photo's button by its accessible name, in any language. */
export const isGalleryOpener = (name: string) => galleryOpener.test(name);
/** The photo's alt text in a gallery button's accessible name. */
export const altInGalleryOpener = (name: string) => galleryOpener.exec(name)?.[1];

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

/** Hydrates prerendered `html` (renderToString's) with `element` in a detached container, as a page does, recording React's recoverable errors (a mismatch). */
export async function hydrateHtml(html: string, element: ReactElement) {
  const container = document.createElement("div");
  container.innerHTML = html;
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, element, { onRecoverableError: (e) => errors.push(e) });
  });
  return { container, errors };
}

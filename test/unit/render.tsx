import { act, render } from "@testing-library/react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { ReactNode } from "react";
import { BookingContext, type BookingActions } from "../../src/hooks/useBooking";

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

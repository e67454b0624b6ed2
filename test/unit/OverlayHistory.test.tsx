import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import { BookingProvider } from "../../src/components/BookingProvider";
import { Header } from "../../src/components/Header";
import { resetOverlayHistory } from "../../src/lib/overlay-history";
import { pressBack, renderAt } from "./render";
import { bookingTitle, waitForLazy } from "./enquiry-helpers";
import { labels } from "../../src/content/labels";

afterEach(resetOverlayHistory);

describe("Back closes an overlay and stays on the page", () => {
  it("closes the booking dialog", async () => {
    renderAt(
      <BookingProvider>
        <Header />
      </BookingProvider>,
    );
    const before = window.history.length;
    fireEvent.click(screen.getByRole("button", { name: labels.header.book }));
    await waitForLazy(() => screen.getByRole("dialog", { name: bookingTitle }));
    expect(window.history.length).toBe(before + 1);
    await pressBack();
    expect(screen.queryByRole("dialog", { name: bookingTitle })).toBeNull();
    expect(window.location.pathname).toBe("/");
  }, 20_000);

  it("closes the mobile menu", async () => {
    renderAt(<Header />);
    fireEvent.click(screen.getByRole("button", { name: labels.header.openMenu }));
    expect(screen.getByRole("button", { name: labels.header.closeMenu }).getAttribute("aria-expanded")).toBe("true");
    await pressBack();
    expect(screen.getByRole("button", { name: labels.header.openMenu }).getAttribute("aria-expanded")).toBe("false");
  });
});

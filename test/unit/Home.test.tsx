import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import { Home } from "../../src/pages/Home";
import { studio } from "../../src/content/studio";
import { testimonials } from "../../src/content/testimonials";
import { programs } from "../../src/content/programs";
import { renderAt } from "./render";
import { stubMedia } from "./hooks/media";

function renderHome() {
  const openBooking = vi.fn();
  const result = renderAt(<Home />, "/", { openBooking });
  return { ...result, openBooking };
}

beforeEach(() => {
  stubMedia({ width: 375 });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("Home page", () => {
  it("welcomes the visitor by the studio's name with a BOOK NOW that opens the booking dialog", () => {
    const { openBooking, location } = renderHome();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(`Welcome to ${studio.name}`);
    const hero = screen.getByRole("region", { name: `Welcome to ${studio.name}` });
    fireEvent.click(within(hero).getByRole("button", { name: "Book now" }));
    expect(openBooking).toHaveBeenCalledTimes(1);
    expect(location.history).toEqual(["/"]);
  });

  it("links both feature cards to /program", () => {
    renderHome();
    for (const name of ["Pre-Wedding & Post-Wedding Shoots", "Beach-Themed Shoots"]) {
      expect(screen.getByRole("link", { name }).getAttribute("href")).toBe("/program");
    }
  });

  it("has four program cards that link to /program, each with its own BOOK NOW", () => {
    const { openBooking, location } = renderHome();
    const section = screen.getByRole("region", { name: "Our programs" });
    const cards = within(section).getAllByRole("article");
    expect(cards.map((c) => within(c).getByRole("heading").textContent)).toEqual(["Engagement", "Wedding", "Pre-Wedding", "Baby Shower"]);
    for (const card of cards) {
      const title = within(card).getByRole("heading").textContent!;
      expect(within(card).getByRole("link", { name: title }).getAttribute("href")).toBe("/program");
      expect(card.querySelector("img")).not.toBeNull();
    }
    fireEvent.click(screen.getByRole("button", { name: "Book now for Wedding" }));
    fireEvent.click(screen.getByRole("button", { name: "Book now for Baby Shower" }));
    expect(openBooking).toHaveBeenCalledTimes(2);
    // Booking is not navigation: the visitor is still on the home page.
    expect(location.history).toEqual(["/"]);
  });

  it("clicking a card's title goes to /program", () => {
    const { location } = renderHome();
    fireEvent.click(screen.getByRole("link", { name: "Engagement" }));
    expect(location.history).toEqual(["/", "/program"]);
  });

  it("expands and collapses each of the nine program descriptions", () => {
    const { container } = renderHome();
    const details = [...container.querySelectorAll("details")];
    expect(details.map((d) => d.querySelector("summary")!.textContent)).toEqual(programs.map((p) => p.title));
    expect(details.every((d) => !d.open)).toBe(true);
    const wedding = details.find((d) => d.textContent!.startsWith("Wedding Photography"))!;
    fireEvent.click(within(wedding).getByText("Wedding Photography"));
    expect(wedding.open).toBe(true);
    expect(wedding.textContent).toContain(programs.find((p) => p.id === "wedding")!.description);
    fireEvent.click(within(wedding).getByText("Wedding Photography"));
    expect(wedding.open).toBe(false);
  });

  it("links the gallery block to /program", () => {
    renderHome();
    expect(screen.getByRole("link", { name: "View the full gallery" }).getAttribute("href")).toBe("/program");
  });

  it("shows the five testimonials under the heading Testimonials, in a carousel", () => {
    renderHome();
    expect(screen.getByRole("heading", { name: "Testimonials", level: 2 })).toBeTruthy();
    const carousel = screen.getByRole("region", { name: "Testimonials" });
    expect(carousel.getAttribute("aria-roledescription")).toBe("carousel");
    const slides = within(carousel).getAllByRole("group", { hidden: true }).filter((g) => g.getAttribute("aria-roledescription") === "slide");
    expect(slides.map((s) => s.querySelector(".testimonial__name")!.textContent)).toEqual(testimonials.map((t) => t.name));
    expect(testimonials).toHaveLength(5);
    expect(within(carousel).getByRole("button", { name: "Pause Testimonials" })).toBeTruthy();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import { Home } from "../../src/pages/Home";
import { features, galleryBlock, hero as heroCopy, programSection, testimonialsSection } from "../../src/content/home";
import { testimonials } from "../../src/content/testimonials";
import { programs } from "../../src/content/programs";
import { renderAt } from "./render";
import { labels } from "../../src/content/labels";
import { fill } from "../../src/lib/localize";
import { stubMedia } from "./hooks/media";
import { href, storyRouteId } from "../../src/shell/links";

/** Where a card of the home page leads: its one story, or its occasion's stories on /stories/. */
const destination = (card: { occasion: string; story?: string }) => (card.story ? href(storyRouteId(card.story)) : `${href("stories")}#${card.occasion}`);

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
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(heroCopy.heading);
    const hero = screen.getByRole("region", { name: heroCopy.heading });
    fireEvent.click(within(hero).getByRole("button", { name: labels.hero.book }));
    expect(openBooking).toHaveBeenCalledTimes(1);
    expect(location.history).toEqual(["/"]);
  });

  it("links every feature card to its occasion's stories, or to its one story", () => {
    renderHome();
    for (const card of features.cards) {
      expect(screen.getByRole("link", { name: card.title }).getAttribute("href")).toBe(destination(card));
    }
  });

  it("ends each feature card with its link label and a drawn arrow, in no font of its own", () => {
    const { container } = renderHome();
    const more = [...container.querySelectorAll(".feature-card__more")];
    expect(more.map((m) => m.textContent!.trim())).toEqual(features.cards.map((c) => c.linkLabel));
    // A text arrow (U+2192) is in none of the pages' font stacks: every page that showed one had
    // the browser look a fallback font up for it in its first layout.
    for (const m of more) expect(m.querySelector("svg[aria-hidden=true]")).not.toBeNull();
  });

  it("has its program cards, each linking to its occasion's stories, each with its own BOOK NOW for that occasion", () => {
    const { openBooking, location } = renderHome();
    const section = screen.getByRole("region", { name: programSection.heading });
    const cards = within(section).getAllByRole("article");
    expect(cards.map((c) => within(c).getByRole("heading").textContent)).toEqual(programSection.cards.map((c) => c.title));
    cards.forEach((card, i) => {
      const title = within(card).getByRole("heading").textContent!;
      expect(within(card).getByRole("link", { name: title }).getAttribute("href")).toBe(destination(programSection.cards[i]!));
      expect(card.querySelector("img")).not.toBeNull();
    });
    for (const card of programSection.cards) fireEvent.click(screen.getByRole("button", { name: `${labels.programCard.book} ${fill(labels.programCard.bookFor, { title: card.title })}` }));
    expect(openBooking.mock.calls).toEqual(programSection.cards.map((card) => [{ occasion: card.occasion }]));
    // Booking is not navigation: the visitor is still on the home page.
    expect(location.history).toEqual(["/"]);
  });

  it("clicking a card's title goes to its occasion's stories", () => {
    const { location } = renderHome();
    fireEvent.click(screen.getByRole("link", { name: programSection.cards[0]!.title }));
    expect(location.history).toEqual(["/", `${href("stories")}#${programSection.cards[0]!.occasion}`]);
  });

  it("expands and collapses the program descriptions", () => {
    const { container } = renderHome();
    const details = [...container.querySelectorAll("details")];
    expect(details.map((d) => d.querySelector("summary")!.textContent)).toEqual(programs.map((p) => p.title));
    expect(details.every((d) => !d.open)).toBe(true);
    const last = programs[programs.length - 1]!;
    const wedding = details[details.length - 1]!;
    fireEvent.click(within(wedding).getByText(last.title));
    expect(wedding.open).toBe(true);
    expect(wedding.textContent).toContain(last.description);
    fireEvent.click(within(wedding).getByText(last.title));
    expect(wedding.open).toBe(false);
  });

  it("links the gallery block to /program", () => {
    renderHome();
    expect(screen.getByRole("link", { name: galleryBlock.linkLabel }).getAttribute("href")).toBe("/program/");
  });

  it("shows every testimonial under its heading, in a carousel", () => {
    renderHome();
    expect(screen.getByRole("heading", { name: testimonialsSection.heading, level: 2 })).toBeTruthy();
    const carousel = screen.getByRole("region", { name: labels.testimonials.label });
    expect(carousel.getAttribute("aria-roledescription")).toBe(labels.carousel.kind);
    const slides = within(carousel).getAllByRole("group", { hidden: true }).filter((g) => g.getAttribute("aria-roledescription") === labels.carousel.slide);
    expect(slides.map((s) => s.querySelector(".testimonial__name")!.textContent)).toEqual(testimonials.map((t) => t.name));
    expect(within(carousel).getByRole("button", { name: fill(labels.carousel.pause, { label: labels.testimonials.label }) })).toBeTruthy();
  });
});

import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import { About } from "../../src/pages/About";
import { about } from "../../src/content/about";
import { labels } from "../../src/content/labels";
import { renderAt } from "./render";

describe("About page", () => {
  it("introduces the founder in their own words", () => {
    renderAt(<About />, "/about/");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(labels.about.title);
    const founder = screen.getByRole("region", { name: about.founder.name });
    for (const paragraph of about.founder.blurb) expect(founder.textContent).toContain(paragraph);
  });

  it("lists what the studio captures", () => {
    renderAt(<About />, "/about/");
    const captures = screen.getByRole("region", { name: about.captures.title });
    expect(within(captures).getAllByRole("listitem").map((li) => li.textContent)).toEqual(about.captures.items);
  });

  it("says why couples choose the studio, its skills, and its roles", () => {
    renderAt(<About />, "/about/");
    const headings = (name: string) => within(screen.getByRole("region", { name })).getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
    expect(headings(about.whyUs.title)).toEqual(about.whyUs.items.map((i) => i.title));
    expect(within(screen.getByRole("region", { name: about.skills.title })).getAllByRole("listitem").map((li) => li.textContent)).toEqual(about.skills.items);
    expect(headings(about.roles.title)).toEqual(about.roles.items.map((i) => i.title));
  });

  it("ends with a BOOK NOW that opens the booking dialog", () => {
    const openBooking = vi.fn();
    renderAt(<About />, "/about/", { openBooking });
    fireEvent.click(screen.getByRole("button", { name: about.closing.cta }));
    expect(openBooking).toHaveBeenCalledTimes(1);
  });
});

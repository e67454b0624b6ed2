import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import { About } from "../../src/pages/About";
import { studio } from "../../src/content/studio";
import { renderAt } from "./render";

describe("About page", () => {
  it("introduces the founder with over 15 years of experience", () => {
    renderAt(<About />, "/about");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("About Us");
    const founder = screen.getByRole("region", { name: studio.founder });
    expect(founder.textContent).toMatch(/over 15 years/i);
  });

  it("lists what the studio captures", () => {
    renderAt(<About />, "/about");
    const captures = screen.getByRole("region", { name: "What we capture" });
    expect(within(captures).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Weddings",
      "Pre-wedding",
      "Family",
      "Newborn",
      "Nature",
      "Candid",
      "Milestones",
    ]);
  });

  it("says why couples choose the studio, its skills, and its three roles", () => {
    renderAt(<About />, "/about");
    expect(within(screen.getByRole("region", { name: "Why couples choose us" })).getAllByRole("heading", { level: 3 }).length).toBeGreaterThanOrEqual(3);
    expect(within(screen.getByRole("region", { name: "Our skills" })).getAllByRole("listitem").length).toBeGreaterThanOrEqual(5);
    const roles = screen.getByRole("region", { name: "Who we are on your day" });
    expect(within(roles).getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["Storytellers", "Artists", "Collaborators"]);
  });

  it("ends with a BOOK NOW that opens the booking dialog", () => {
    const openBooking = vi.fn();
    renderAt(<About />, "/about", { openBooking });
    fireEvent.click(screen.getByRole("button", { name: "Book now" }));
    expect(openBooking).toHaveBeenCalledTimes(1);
  });
});

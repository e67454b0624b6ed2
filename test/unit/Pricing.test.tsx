import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import { Pricing } from "../../src/pages/Pricing";
import { faq } from "../../src/content/faq";
import { renderAt } from "./render";

const card = (name: string) => screen.getByRole("article", { name });

describe("Pricing page", () => {
  it("shows the three plans with Indian rupee prices, Silver marked Featured in words", () => {
    renderAt(<Pricing />, "/pricing");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Pricing");
    const plans = screen.getAllByRole("article");
    expect(plans.map((p) => within(p).getByRole("heading", { level: 3 }).textContent)).toEqual(["Bronze", "Silver", "Gold"]);
    expect(within(card("Bronze")).getByText("₹50,000")).toBeTruthy();
    expect(within(card("Silver")).getByText("₹80,000")).toBeTruthy();
    expect(within(card("Gold")).getByText("₹1,30,000")).toBeTruthy();
    expect(within(card("Silver")).getByText("Featured")).toBeTruthy();
    expect(within(card("Bronze")).queryByText("Featured")).toBeNull();
    expect(within(card("Gold")).queryByText("Featured")).toBeNull();
  });

  it("lists every feature of each plan", () => {
    renderAt(<Pricing />, "/pricing");
    const features = (name: string) => within(card(name)).getAllByRole("listitem").map((li) => li.textContent);
    expect(features("Bronze")).toEqual([
      "200 image album sheets",
      "Traditional photography and video",
      "Pre-wedding shoot plus 35 edited pictures",
      "1 candid photographer",
      "Unlimited soft copies on a pendrive",
    ]);
    expect(features("Silver")).toEqual([
      "Everything in Bronze",
      "300 image album of 40 sheets",
      "Candid and traditional photography and video",
      "1 reel and a cinematic teaser",
    ]);
    expect(features("Gold")).toEqual([
      "Everything in Bronze and Silver",
      "350 image album of 50 sheets",
      "Pre-wedding teaser",
      "Cinematic video song",
      "35 edited pictures",
      "5 save-the-date posters",
    ]);
  });

  it("opens the booking dialog with the plan's budget already chosen", () => {
    const openBooking = vi.fn();
    renderAt(<Pricing />, "/pricing", { openBooking });
    fireEvent.click(within(card("Gold")).getByRole("button", { name: "Book Gold" }));
    fireEvent.click(within(card("Bronze")).getByRole("button", { name: "Book Bronze" }));
    fireEvent.click(within(card("Silver")).getByRole("button", { name: "Book Silver" }));
    expect(openBooking.mock.calls).toEqual([[{ budget: "1,30,000" }], [{ budget: "50,000" }], [{ budget: "80,000" }]]);
  });

  it("has ten distinct FAQ questions, all collapsed at first", () => {
    renderAt(<Pricing />, "/pricing");
    const faqSection = screen.getByRole("region", { name: "Frequently asked questions" });
    const questions = within(faqSection).getAllByRole("button");
    expect(questions).toHaveLength(10);
    expect(new Set(questions.map((q) => q.textContent)).size).toBe(10);
    expect(questions.every((q) => q.getAttribute("aria-expanded") === "false")).toBe(true);
  });
});

describe("FAQ content", () => {
  it("answers the questions a couple asks: starting price, booking ahead, hours, destination weddings", () => {
    const all = faq.map((f) => `${f.title} ${f.answer}`).join("\n");
    expect(all).toMatch(/start at ₹50,000/);
    expect(all).toMatch(/[Tt]hree to six months/);
    expect(all).toMatch(/8 to 10 hours/);
    expect(all).toMatch(/destination weddings/i);
    for (const topic of [/deliver|receive/i, /ready|timeline/i, /travel/i, /pay/i, /edit/i, /album/i]) {
      expect(faq.some((f) => topic.test(f.title)), String(topic)).toBe(true);
    }
  });
});

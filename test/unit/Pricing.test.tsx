import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import { Pricing } from "../../src/pages/Pricing";
import { faq } from "../../src/content/faq";
import { plans, pricingCopy } from "../../src/content/plans";
import { formatRupees } from "../../src/lib/format";
import { labels } from "../../src/content/labels";
import { fill } from "../../src/lib/localize";
import { renderAt } from "./render";

// Expectations come from the content (plans.json, faq.json, labels.json): any valid edit keeps these green.
const card = (name: string) => screen.getByRole("article", { name });

describe("Pricing page", () => {
  it("shows every plan with its Indian rupee price, the featured ones marked Featured in words", () => {
    renderAt(<Pricing />, "/pricing/");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(pricingCopy.title);
    const articles = screen.getAllByRole("article");
    expect(articles.map((p) => within(p).getByRole("heading", { level: 3 }).textContent)).toEqual(plans.map((p) => p.name));
    for (const plan of plans) {
      expect(within(card(plan.name)).getByText(formatRupees(plan.price))).toBeTruthy();
      expect(within(card(plan.name)).queryByText(labels.plan.featured) !== null, plan.name).toBe(!!plan.featured);
    }
  });

  it("writes prices the Indian way", () => {
    expect(formatRupees(130000)).toBe("₹1,30,000");
    expect(formatRupees(50000)).toBe("₹50,000");
  });

  it("lists every feature of each plan", () => {
    renderAt(<Pricing />, "/pricing/");
    for (const plan of plans) {
      expect(within(card(plan.name)).getAllByRole("listitem").map((li) => li.textContent)).toEqual(plan.features);
    }
  });

  it("opens the booking dialog with the plan's budget already chosen", () => {
    const openBooking = vi.fn();
    renderAt(<Pricing />, "/pricing/", { openBooking });
    const order = [...plans].reverse();
    for (const plan of order) fireEvent.click(within(card(plan.name)).getByRole("button", { name: fill(labels.plan.book, { plan: plan.name }) }));
    expect(openBooking.mock.calls).toEqual(order.map((p) => [{ budget: p.budget }]));
  });

  it("has every FAQ question, all distinct and collapsed at first", () => {
    renderAt(<Pricing />, "/pricing/");
    const faqSection = screen.getByRole("region", { name: pricingCopy.faqTitle });
    const questions = within(faqSection).getAllByRole("button");
    expect(questions.map((q) => q.textContent)).toEqual(faq.map((f) => f.title));
    expect(new Set(questions.map((q) => q.textContent)).size).toBe(faq.length);
    expect(questions.every((q) => q.getAttribute("aria-expanded") === "false")).toBe(true);
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { ContactBar } from "../../src/components/ContactBar";
import { contactCopy } from "../../src/content/contact";
import { studio } from "../../src/content/studio";
import { plans } from "../../src/content/plans";
import { pushDialog, removeDialog } from "../../src/lib/dialog-stack";
import { fill } from "../../src/lib/localize";
import { renderAt } from "./render";
import { href } from "../../src/shell/links";

const bar = () => screen.getByRole("navigation", { name: contactCopy.label });
const whatsappText = (a: HTMLElement) => new URL(a.getAttribute("href")!).searchParams.get("text");
const greeting = (topic: string) => fill(contactCopy.greeting, { topic });

afterEach(() => removeDialog("test-dialog"));

describe("the contact bar", () => {
  it("offers WhatsApp to the studio's number, a call and the booking dialog", () => {
    const openBooking = vi.fn();
    renderAt(<ContactBar />, "/", { openBooking });
    const whatsapp = within(bar()).getByRole("link", { name: contactCopy.whatsapp });
    expect(whatsapp.getAttribute("href")).toMatch(new RegExp(`^https://wa\\.me/${studio.phone.e164.replace(/\D/g, "")}\\?text=`));
    expect(within(bar()).getByRole("link", { name: contactCopy.call }).getAttribute("href")).toBe(`tel:${studio.phone.e164}`);
    fireEvent.click(within(bar()).getByRole("button", { name: contactCopy.book }));
    expect(openBooking).toHaveBeenCalledTimes(1);
  });

  it.each(["home", "program", "about", "pricing"] as const)("on the %s page the WhatsApp greeting names the page", (page) => {
    renderAt(<ContactBar />, href(page));
    expect(whatsappText(within(bar()).getByRole("link", { name: contactCopy.whatsapp }))).toBe(greeting(contactCopy.topics[page]!));
  });

  it("on a page without a topic of its own the greeting names the website", () => {
    renderAt(<ContactBar />, href("credits"));
    expect(whatsappText(within(bar()).getByRole("link", { name: contactCopy.whatsapp }))).toBe(greeting(contactCopy.otherTopic));
  });

  it("names the package in view when tapped on the plans page", () => {
    const plan = plans[1]!;
    renderAt(
      <>
        <article data-plan={plan.name} />
        <ContactBar />
      </>,
      "/pricing/",
    );
    const card = document.querySelector<HTMLElement>("[data-plan]")!;
    card.getBoundingClientRect = () => ({ top: 100, bottom: 600 }) as DOMRect;
    const link = within(bar()).getByRole("link", { name: contactCopy.whatsapp });
    link.addEventListener("click", (e) => e.preventDefault());
    fireEvent.click(link);
    expect(whatsappText(link)).toBe(greeting(fill(contactCopy.planTopic, { plan: plan.name })));
  });

  it("steps aside while a dialog is open, and comes back when it closes", () => {
    renderAt(<ContactBar />);
    expect(bar().hidden).toBe(false);
    act(() => pushDialog("test-dialog"));
    expect(screen.queryByRole("navigation", { name: contactCopy.label })).toBeNull();
    act(() => removeDialog("test-dialog"));
    expect(bar().hidden).toBe(false);
  });
});

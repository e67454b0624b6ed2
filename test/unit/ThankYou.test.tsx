import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { ThankYou } from "../../src/pages/ThankYou";
import { studio, whatsappUrl } from "../../src/content/studio";
import { currency, thankYouCopy } from "../../src/content/enquiry";
import { plans } from "../../src/content/plans";
import { renderAt } from "./render";

describe("the thank-you page", () => {
  it("confirms the enquiry and gives the studio's phone, email and address", () => {
    renderAt(<ThankYou />, "/thank-you");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(thankYouCopy.title);
    expect(screen.getByRole("link", { name: studio.phone.display }).getAttribute("href")).toBe(`tel:${studio.phone.e164}`);
    expect(screen.getByRole("link", { name: studio.email }).getAttribute("href")).toBe(`mailto:${studio.email}`);
    expect(screen.getByText(new RegExp(studio.address.street))).toBeTruthy();
  });

  it("pre-fills the WhatsApp message with the enquiry this browser just sent", () => {
    const budget = plans[0]!.budget;
    localStorage.setItem("lastEnquiry", JSON.stringify({ name: "Asha", city: "Pune", budget, source: "booking", sentAt: 1 }));
    renderAt(<ThankYou />, "/thank-you");
    const href = screen.getByRole("link", { name: thankYouCopy.whatsapp }).getAttribute("href")!;
    expect(href.startsWith(`https://wa.me/${studio.phone.e164.slice(1)}?text=`)).toBe(true);
    const message = decodeURIComponent(href.split("text=")[1]!);
    expect(message).toBe(thankYouCopy.whatsappMessage({ name: "Asha", city: "Pune", budget }));
    // The sample's wording, with the studio's name and the visitor's details filled in.
    for (const part of [studio.name, "Asha", "Pune", `${currency}${budget}`]) expect(message).toContain(part);
  });

  it("links WhatsApp without a message when there is no enquiry, or junk, in storage", () => {
    localStorage.setItem("lastEnquiry", "{broken");
    renderAt(<ThankYou />, "/thank-you");
    expect(screen.getByRole("link", { name: thankYouCopy.whatsapp }).getAttribute("href")).toBe(whatsappUrl());
    expect(whatsappUrl()).toBe(`https://wa.me/${studio.phone.e164.replace(/\D/g, "")}`);
    expect(localStorage.getItem("lastEnquiry")).toBeNull();
  });
});

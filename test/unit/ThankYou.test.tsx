import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { ThankYou } from "../../src/pages/ThankYou";
import { studio } from "../../src/content/studio";
import { renderAt } from "./render";

describe("the thank-you page", () => {
  it("confirms the enquiry and gives the studio's phone, email and address", () => {
    renderAt(<ThankYou />, "/thank-you");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Thank you");
    expect(screen.getByRole("link", { name: studio.phone.display }).getAttribute("href")).toBe(`tel:${studio.phone.e164}`);
    expect(screen.getByRole("link", { name: studio.email }).getAttribute("href")).toBe(`mailto:${studio.email}`);
    expect(screen.getByText(new RegExp(studio.address.street))).toBeTruthy();
  });

  it("pre-fills the WhatsApp message with the enquiry this browser just sent", () => {
    localStorage.setItem("lastEnquiry", JSON.stringify({ name: "Asha", city: "Pune", budget: "80,000", source: "booking", sentAt: 1 }));
    renderAt(<ThankYou />, "/thank-you");
    const href = screen.getByRole("link", { name: /whatsapp/i }).getAttribute("href")!;
    expect(href.startsWith("https://wa.me/919000000000?text=")).toBe(true);
    expect(decodeURIComponent(href.split("text=")[1]!)).toBe(
      "Hello Aangan Studio, I am Asha. I just sent an enquiry for a shoot in Pune with a budget of ₹80,000.",
    );
  });

  it("links WhatsApp without a message when there is no enquiry, or junk, in storage", () => {
    localStorage.setItem("lastEnquiry", "{broken");
    renderAt(<ThankYou />, "/thank-you");
    expect(screen.getByRole("link", { name: /whatsapp/i }).getAttribute("href")).toBe("https://wa.me/919000000000");
    expect(localStorage.getItem("lastEnquiry")).toBeNull();
  });
});

import { afterEach, describe, expect, it } from "vitest";
import { act, screen } from "@testing-library/react";
import { ThankYou } from "../../src/pages/ThankYou";
import { studio, whatsappUrl } from "../../src/content/studio";
import { currency, thankYouCopy } from "../../src/content/enquiry";
import { plans } from "../../src/content/plans";
import { noteEnquiryState } from "../../src/lib/enquiry-notes";
import { resetSiteOutbox } from "../../src/lib/send-enquiry";
import { formatEventDate } from "../../src/lib/format";
import { fill } from "../../src/lib/localize";
import { renderAt } from "./render";
import { configureEmailjs, goodEnquiry, unconfigureEmailjs } from "./enquiry-helpers";

const enquiry = { ...goodEnquiry, source: "booking" };
const note = (id: string) => localStorage.setItem("lastEnquiry", JSON.stringify({ id, enquiry, sentAt: 1 }));
const item = (id: string, extra: object = {}) =>
  localStorage.setItem(`enquiryOutbox:${id}`, JSON.stringify({ id, enquiry, createdAt: 1, attempts: 1, nextAttemptAt: 1, status: "pending", ...extra }));
const lead = () => screen.getByRole("status").textContent;

afterEach(() => {
  resetSiteOutbox();
  unconfigureEmailjs();
});

describe("the thank-you page", () => {
  it("gives the studio's phone, email and address, and claims nothing when it knows of no enquiry", () => {
    renderAt(<ThankYou />, "/thank-you/");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(thankYouCopy.title);
    expect(lead()).toBe(thankYouCopy.lead);
    expect(screen.getByRole("link", { name: studio.phone.display }).getAttribute("href")).toBe(`tel:${studio.phone.e164}`);
    expect(screen.getByRole("link", { name: studio.email }).getAttribute("href")).toBe(`mailto:${studio.email}`);
    expect(screen.getByText(new RegExp(studio.address.street))).toBeTruthy();
  });

  it("says the enquiry has reached the studio only once the outbox has delivered it", () => {
    configureEmailjs();
    note("a");
    renderAt(<ThankYou />, "/thank-you/");
    expect(lead()).toBe(thankYouCopy.state.sent);
  });

  it("says an enquiry still in the outbox is on its way, and follows it to delivered", () => {
    configureEmailjs();
    note("a");
    item("a");
    renderAt(<ThankYou />, "/thank-you/");
    expect(lead()).toBe(thankYouCopy.state.pending);
    expect(screen.queryByRole("link", { name: thankYouCopy.manual.whatsapp })).toBeNull();
    act(() => noteEnquiryState("a", "sent"));
    expect(lead()).toBe(thankYouCopy.state.sent);
  });

  it.each([
    ["a build without EmailJS ids", false, {}],
    ["a permanent refusal (4xx) with this build's settings", true, { status: "failed", failedConfig: "https://api.emailjs.test|service_t|template_b|template_l|key_t" }],
  ])("after %s, offers WhatsApp, a call and an email with the enquiry filled in", (_label, configured, extra) => {
    if (configured) configureEmailjs();
    note("a");
    item("a", extra);
    renderAt(<ThankYou />, "/thank-you/");
    expect(lead()).toBe(thankYouCopy.state.manual);
    const whatsapp = screen.getByRole("link", { name: thankYouCopy.manual.whatsapp }).getAttribute("href")!;
    expect(decodeURIComponent(whatsapp.split("text=")[1]!)).toBe(thankYouCopy.enquiryMessage(enquiry));
    for (const value of Object.values(goodEnquiry)) expect(decodeURIComponent(whatsapp)).toContain(value);
    expect(screen.getByRole("link", { name: thankYouCopy.manual.call }).getAttribute("href")).toBe(`tel:${studio.phone.e164}`);
    const mail = new URL(screen.getByRole("link", { name: thankYouCopy.manual.email }).getAttribute("href")!);
    expect(mail.pathname).toBe(studio.email);
    expect(mail.searchParams.get("body")).toBe(thankYouCopy.enquiryMessage(enquiry));
    expect(mail.searchParams.get("subject")).toBe(thankYouCopy.emailSubject(enquiry));
  });

  it("pre-fills the WhatsApp message from a note in the first format, without claiming delivery", () => {
    localStorage.setItem("lastEnquiry", JSON.stringify({ name: "Asha", city: "Pune", budget: "80,000", source: "booking", sentAt: 1 }));
    renderAt(<ThankYou />, "/thank-you/");
    const href = screen.getByRole("link", { name: thankYouCopy.sendOnWhatsapp }).getAttribute("href")!;
    expect(href.startsWith(`https://wa.me/${studio.phone.e164.slice(1)}?text=`)).toBe(true);
    const message = decodeURIComponent(href.split("text=")[1]!);
    expect(message).toBe(thankYouCopy.whatsappMessage({ name: "Asha", city: "Pune", budget: "80,000" }));
    // The sample's wording, with the studio's name and the visitor's details filled in.
    for (const part of [studio.name, "Asha", "Pune", `${currency}80,000`]) expect(message).toContain(part);
    expect(lead()).toBe(thankYouCopy.lead);
  });

  it("greets the visitor by name, repeats the date and plan, and sends the whole enquiry on WhatsApp now", () => {
    configureEmailjs();
    const sent = { ...enquiry, date: "2027-02-14", plan: plans[0]!.name };
    localStorage.setItem("lastEnquiry", JSON.stringify({ id: "a", enquiry: sent, sentAt: 1 }));
    renderAt(<ThankYou />, "/thank-you/");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(thankYouCopy.titleNamed(sent.name));
    const event = formatEventDate(sent.date);
    expect(screen.getByText(fill(thankYouCopy.eventLine, { event }))).toBeTruthy();
    expect(screen.getByText(thankYouCopy.planLine(sent.plan))).toBeTruthy();
    expect(screen.getByText(thankYouCopy.replyTime)).toBeTruthy();
    const href = screen.getByRole("link", { name: thankYouCopy.sendOnWhatsapp }).getAttribute("href")!;
    const message = decodeURIComponent(href.split("text=")[1]!);
    // A line for each field, the event's its own.
    expect(message).toBe(`${thankYouCopy.enquiryMessage(sent)}\n${fill(thankYouCopy.eventLine, { event })}\n${thankYouCopy.planLine(sent.plan)}`);
    // Sent on its way: no second WhatsApp button offering a blank chat.
    expect(screen.queryByRole("link", { name: thankYouCopy.whatsapp })).toBeNull();
  });

  it("links WhatsApp without a message when there is no enquiry, or junk, in storage", () => {
    localStorage.setItem("lastEnquiry", "{broken");
    renderAt(<ThankYou />, "/thank-you/");
    expect(screen.getByRole("link", { name: thankYouCopy.whatsapp }).getAttribute("href")).toBe(whatsappUrl());
    expect(whatsappUrl()).toBe(`https://wa.me/${studio.phone.e164.replace(/\D/g, "")}`);
    expect(localStorage.getItem("lastEnquiry")).toBeNull();
  });
});

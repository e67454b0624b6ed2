import { fill } from "../../src/lib/localize";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { BookingProvider } from "../../src/components/BookingProvider";
import { Header } from "../../src/components/Header";
import { Toasts } from "../../src/components/Toasts";
import { LeadPopup } from "../../src/components/LeadPopup";
import { ThankYou } from "../../src/pages/ThankYou";
import { resetSiteOutbox } from "../../src/lib/send-enquiry";
import { resetOverlayHistory } from "../../src/lib/overlay-history";
import { formatEventDate, localIsoDate } from "../../src/lib/format";
import { dayIn } from "../../src/lib/availability";
import { choose, getChoices } from "../../src/lib/visit-choices";
import { availabilityCopy, bookedDays, studioTimeZone } from "../../src/content/availability";
import { DateCheck } from "../../src/components/DateCheck";
import { bookingCopy, extraFieldCopy, fieldCopy, leadCopy, thankYouCopy } from "../../src/content/enquiry";
import { fieldOrder, minFillMs } from "../../src/lib/validation";
import { programs } from "../../src/content/programs";
import { labels } from "../../src/content/labels";
import { contactCopy } from "../../src/content/contact";
import { whatsappUrl } from "../../src/content/studio";
import { renderAt } from "./render";
import { bookingTitle, configureEmailjs, fillForm, goodEnquiry, leadPopupShown, unconfigureEmailjs, waitForLazy } from "./enquiry-helpers";

const now = new Date(2026, 10, 22, 12, 0, 0);
const tick = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
const occasion = programs.at(-1)!.occasion;

function renderSite(path = "/", extra: React.ReactNode = null) {
  return renderAt(
    <BookingProvider>
      <Header />
      <main>{extra}</main>
      <Toasts />
    </BookingProvider>,
    path,
  );
}

/** The dialog's code is a chunk of its own: the first opening waits for it. */
async function openBooking() {
  fireEvent.click(screen.getByRole("button", { name: labels.header.book }));
  return waitForLazy(() => screen.getByRole("dialog", { name: bookingTitle }));
}

function fillExtras(dialog: HTMLElement, values: { date?: string; occasion?: string }) {
  if (values.date !== undefined) fireEvent.change(within(dialog).getByLabelText(extraFieldCopy.date.label), { target: { value: values.date } });
  if (values.occasion !== undefined) fireEvent.change(within(dialog).getByLabelText(extraFieldCopy.occasion.label), { target: { value: values.occasion } });
}

const sentParams = (spy: ReturnType<typeof configureEmailjs>, call = 0) => JSON.parse(String(spy.mock.calls[call]![1]?.body)).template_params;

let fetchSpy: ReturnType<typeof configureEmailjs>;
beforeEach(() => {
  vi.useFakeTimers({ now });
  fetchSpy = configureEmailjs();
});
afterEach(() => {
  resetSiteOutbox();
  resetOverlayHistory();
  unconfigureEmailjs();
  vi.useRealTimers();
});

// The booking dialog's chunk loads on the first opening, slowly on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describe("the event date and occasion", () => {
  it("offer a native date picker from today on and the studio's programs as occasions", async () => {
    renderSite();
    const dialog = await openBooking();
    await tick(0);
    const date = within(dialog).getByLabelText(extraFieldCopy.date.label) as HTMLInputElement;
    expect(date.type).toBe("date");
    expect(date.min).toBe(dayIn(studioTimeZone, now));
    expect(date.required).toBe(false);
    const options = [...(within(dialog).getByLabelText(extraFieldCopy.occasion.label) as HTMLSelectElement).options].map((o) => o.value);
    expect(options).toEqual(["", ...programs.map((p) => p.occasion)]);
  });

  it("are sent as template parameters when given, the date in words", async () => {
    renderSite();
    const dialog = await openBooking();
    await tick(0);
    fillForm(dialog, goodEnquiry);
    fillExtras(dialog, { date: "2027-03-13", occasion });
    await tick(minFillMs); // a person's pace: sooner is treated as a bot
    fireEvent.click(within(dialog).getByRole("button", { name: bookingCopy.submit }));
    // happy-dom has no Web Locks: the outbox's claim waits a moment before sending.
    await tick(500);
    expect(sentParams(fetchSpy)).toEqual({ ...goodEnquiry, source: "booking", language: "en", date: formatEventDate("2027-03-13"), occasion, enquiry_id: expect.any(String) });
    expect(formatEventDate("2027-03-13")).toBe("Saturday, 13 March 2027");
  });

  it("a date in the past blocks the submit with the form's toast, and focus and a hint on the date", async () => {
    renderSite();
    const dialog = await openBooking();
    await tick(0);
    fillForm(dialog, goodEnquiry);
    fillExtras(dialog, { date: "2026-11-21" });
    await tick(minFillMs);
    fireEvent.click(within(dialog).getByRole("button", { name: bookingCopy.submit }));
    const date = within(dialog).getByLabelText(extraFieldCopy.date.label);
    expect(within(dialog).getByRole("alert").textContent).toContain(bookingCopy.invalid.message);
    expect(document.activeElement).toBe(date);
    expect(document.getElementById(date.getAttribute("aria-describedby")!)?.textContent).toBe(extraFieldCopy.date.hint);
    await tick(0);
    expect(fetchSpy).not.toHaveBeenCalled();
    fillExtras(dialog, { date: localIsoDate(now) });
    fireEvent.click(within(dialog).getByRole("button", { name: bookingCopy.submit }));
    await tick(500);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});

describe("is our date free?", () => {
  // The studio's latest booked day, and the visit the day before it, so it is still to come.
  const booked = [...bookedDays].sort().at(-1);
  const dayBefore = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000);
  const nextDay = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const answer = (dialog: HTMLElement) => document.getElementById(`${within(dialog).getByLabelText(extraFieldCopy.date.label).id}-availability`)!;

  it("asks for the date right after the mobile number", async () => {
    renderSite();
    const dialog = await openBooking();
    await tick(0);
    const labelsInOrder = [...dialog.querySelectorAll("label")].map((l) => l.textContent);
    const at = (label: string) => labelsInOrder.indexOf(label);
    expect(at(extraFieldCopy.date.label)).toBe(at(fieldCopy.number.label) + 1);
  });

  it.runIf(booked)("says at once, in the page's words, that a booked day is booked and another is free, and sends either", async () => {
    vi.setSystemTime(dayBefore(booked!));
    renderSite();
    const dialog = await openBooking();
    await tick(0);
    fillExtras(dialog, { date: booked });
    expect(answer(dialog).textContent).toBe(fill(availabilityCopy.booked, { date: formatEventDate(booked!) }));
    expect(answer(dialog).getAttribute("aria-live")).toBe("polite");
    const free = [nextDay(booked!), nextDay(nextDay(booked!))].find((d) => !bookedDays.includes(d))!;
    fillExtras(dialog, { date: free });
    expect(answer(dialog).textContent).toBe(fill(availabilityCopy.free, { date: formatEventDate(free) }));
    // Booked is an answer, not a refusal: the enquiry goes.
    fillExtras(dialog, { date: booked });
    fillForm(dialog, goodEnquiry);
    await tick(minFillMs);
    fireEvent.click(within(dialog).getByRole("button", { name: bookingCopy.submit }));
    await tick(500);
    expect(sentParams(fetchSpy)).toMatchObject({ date: formatEventDate(booked!) });
  });

  it("opens from the date check with the date chosen and its answer shown", async () => {
    renderSite("/", <DateCheck />);
    const check = screen.getByLabelText(contactCopy.question).closest("form")!;
    const day = nextDay(localIsoDate(now));
    fireEvent.change(within(check).getByLabelText(contactCopy.question), { target: { value: day } });
    fireEvent.click(within(check).getByRole("button", { name: labels.dateCheck }));
    const dialog = await waitForLazy(() => screen.getByRole("dialog", { name: bookingTitle }));
    await tick(0);
    expect((within(dialog).getByLabelText(extraFieldCopy.date.label) as HTMLInputElement).value).toBe(day);
    expect(answer(dialog).textContent).toBe(fill(availabilityCopy[bookedDays.includes(day) ? "booked" : "free"], { date: formatEventDate(day) }));
  });
});

describe("a day already past, chosen in the date check", () => {
  it("opens the form with the past-date hint shown at once, and WhatsApp never asks about it", async () => {
    choose({ date: undefined });
    renderSite("/", <DateCheck />);
    const check = screen.getByLabelText(contactCopy.question).closest("form")!;
    const day = localIsoDate(new Date(now.getTime() - 3 * 86_400_000));
    fireEvent.change(within(check).getByLabelText(contactCopy.question), { target: { value: day } });
    fireEvent.click(within(check).getByRole("button", { name: labels.dateCheck }));
    const dialog = await waitForLazy(() => screen.getByRole("dialog", { name: bookingTitle }));
    await tick(0);
    const date = within(dialog).getByLabelText(extraFieldCopy.date.label);
    expect(document.getElementById(date.getAttribute("aria-describedby")!)?.textContent).toBe(extraFieldCopy.date.hint);
    expect(getChoices().date).toBeFalsy();
  });
});

describe("details typed in the pricing lead popup", () => {
  it("fill the booking form opened later in the same browser", async () => {
    const first = renderSite("/pricing/", <LeadPopup />);
    const lead = await leadPopupShown();
    fillForm(lead, goodEnquiry);
    fillExtras(lead, { date: "2027-01-20", occasion });
    await tick(minFillMs);
    fireEvent.click(within(lead).getByRole("button", { name: leadCopy.submit }));
    await tick(leadCopy.redirectDelay);
    first.unmount();

    renderSite("/");
    const dialog = await openBooking();
    await tick(0);
    const value = (label: string) => (within(dialog).getByLabelText(label) as HTMLInputElement).value;
    expect(fieldOrder.map((name) => value(fieldCopy[name].label))).toEqual(Object.values(goodEnquiry));
    expect(value(extraFieldCopy.date.label)).toBe("2027-01-20");
    expect(value(extraFieldCopy.occasion.label)).toBe(occasion);
  });

  it("are not kept when nothing was sent from the lead popup", async () => {
    renderSite("/");
    const dialog = await openBooking();
    await tick(0);
    expect((within(dialog).getByLabelText(fieldCopy.name.label) as HTMLInputElement).value).toBe("");
  });
});

describe("/thank-you/", () => {
  it("says when the studio replies, shows the event and puts it in the WhatsApp message", async () => {
    const last = { name: "Asha", city: "Pune", budget: "80,000" as const, source: "booking", sentAt: 1, date: "2027-03-13", occasion };
    localStorage.setItem("lastEnquiry", JSON.stringify(last));
    renderAt(<ThankYou />, "/thank-you/");
    expect(screen.getByText(thankYouCopy.replyTime)).toBeTruthy();
    const event = fill(thankYouCopy.event, { occasion, date: formatEventDate(last.date) });
    expect(screen.getByText(fill(thankYouCopy.eventLine, { event }))).toBeTruthy();
    expect(screen.getByRole("link", { name: thankYouCopy.sendOnWhatsapp }).getAttribute("href")).toBe(
      whatsappUrl(thankYouCopy.whatsappMessage({ name: last.name, city: last.city, budget: last.budget }) + fill(thankYouCopy.whatsappEvent, { event })),
    );
  });
});

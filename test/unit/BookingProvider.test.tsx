import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { budgetOf } from "../../src/lib/enquiry";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { BookingProvider } from "../../src/components/BookingProvider";
import { Header } from "../../src/components/Header";
import { Toasts } from "../../src/components/Toasts";
import { LeadPopup } from "../../src/components/LeadPopup";
import { useBooking } from "../../src/hooks/useBooking";
import { getToasts, subscribeToasts } from "../../src/lib/toast-store";
import { resetSiteOutbox } from "../../src/lib/send-enquiry";
import { fieldOrder, minFillMs, suspectNote } from "../../src/lib/validation";
import { renderAt } from "./render";
import { bookingCopy, currency, fieldCopy, leadCopy } from "../../src/content/enquiry";
import { labels } from "../../src/content/labels";
import { plans } from "../../src/content/plans";

// The dearest plan, as the pricing page's last BOOK button would ask.
const plan = plans[plans.length - 1]!;
const sent = bookingCopy.success.message;
import { bookingTitle, configureEmailjs, fillForm, goodEnquiry, toastTexts, unconfigureEmailjs, waitForLazy } from "./enquiry-helpers";

function PlanButton() {
  const { openBooking } = useBooking();
  return (
    <button type="button" onClick={() => openBooking({ budget: budgetOf(plan.price), plan: plan.name })}>
      Book {plan.name}
    </button>
  );
}

function renderSite(path = "/", extra: React.ReactNode = null) {
  return renderAt(
    <BookingProvider>
      <Header />
      <main>
        <PlanButton />
        {extra}
      </main>
      <Toasts />
    </BookingProvider>,
    path,
  );
}

const outboxKeys = () => Object.keys(localStorage).filter((k) => k.startsWith("enquiryOutbox"));
const tick = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
const queryBooking = () => screen.queryByRole("dialog", { name: bookingTitle });

let fetchSpy: ReturnType<typeof configureEmailjs>;
beforeEach(() => {
  vi.useFakeTimers({ now: 1_700_000_000_000 });
  fetchSpy = configureEmailjs();
});
afterEach(() => {
  resetSiteOutbox();
  unconfigureEmailjs();
  vi.useRealTimers();
});

describe("the booking popup opening on its own", () => {
  it("opens once, 60 s after the header appears, and never again", async () => {
    renderSite();
    await tick(59_999);
    expect(queryBooking()).toBeNull();
    await tick(1);
    // The dialog's code is its own chunk, loaded when it first opens.
    await waitForLazy(() => screen.getByRole("dialog", { name: bookingTitle }));
    fireEvent.click(screen.getByRole("button", { name: bookingCopy.close }));
    expect(queryBooking()).toBeNull();
    await tick(10 * 60_000);
    expect(queryBooking()).toBeNull();
  });

  it("does not open over the pricing lead popup", async () => {
    renderSite("/pricing/", <LeadPopup />);
    await waitForLazy(() => screen.getByRole("dialog", { name: leadCopy.title }));
    await tick(60_000);
    expect(queryBooking()).toBeNull();
    expect(screen.getAllByRole("dialog")).toHaveLength(1);
  });

  it("does not open for a visitor who already sent an enquiry from this browser", async () => {
    localStorage.setItem("lastEnquiry", JSON.stringify({ name: "Asha", city: "Pune", budget: "80,000", source: "booking", sentAt: 1 }));
    renderSite();
    await tick(60_000);
    expect(queryBooking()).toBeNull();
  });

  it("does not open again for a visitor who opened and closed it already", async () => {
    renderSite();
    fireEvent.click(screen.getByRole("button", { name: labels.header.book }));
    fireEvent.click(screen.getByRole("button", { name: bookingCopy.close }));
    await tick(60_000);
    expect(queryBooking()).toBeNull();
  });
});

describe("the booking popup", () => {
  it("opens from BOOK NOW and gives focus back to it when closed", async () => {
    renderSite();
    const bookNow = screen.getByRole("button", { name: labels.header.book });
    bookNow.focus();
    fireEvent.click(bookNow);
    const dialog = screen.getByRole("dialog", { name: bookingTitle });
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(queryBooking()).toBeNull();
    expect(document.activeElement).toBe(bookNow);
  });

  it("opens titled for the plan whose BOOK NOW was pressed, its budget chosen, and sends the plan", async () => {
    renderSite();
    fireEvent.click(screen.getByRole("button", { name: `Book ${plan.name}` }));
    const dialog = screen.getByRole("dialog", { name: bookingCopy.planTitle(plan.name) });
    const budget = within(dialog).getByLabelText(fieldCopy.budget.label) as HTMLSelectElement;
    expect(budget.value).toBe(budgetOf(plan.price));
    expect(budget.selectedOptions[0]?.textContent).toBe(`${currency}${budgetOf(plan.price)}`);
    fillForm(dialog, { ...goodEnquiry, budget: budgetOf(plan.price) });
    await tick(minFillMs);
    fireEvent.click(within(dialog).getByRole("button", { name: bookingCopy.submit }));
    await tick(500);
    expect(JSON.parse(String(fetchSpy.mock.calls[0]![1]?.body)).template_params).toMatchObject({ plan: plan.name, budget: budgetOf(plan.price) });
    // The header's BOOK NOW afterwards: the form's own title again.
    fireEvent.click(screen.getByRole("button", { name: labels.header.book }));
    expect(screen.getByRole("dialog", { name: bookingTitle })).toBeTruthy();
  });

  it("an incomplete submit shows the booking popup's invalid message for 3 s, sends nothing and focuses the first missing field", async () => {
    renderSite();
    fireEvent.click(screen.getByRole("button", { name: labels.header.book }));
    const dialog = screen.getByRole("dialog", { name: bookingTitle });
    fillForm(dialog, { name: "Asha", email: "asha@example.com" });
    fireEvent.click(within(dialog).getByRole("button", { name: bookingCopy.submit }));
    expect(within(dialog).getByRole("alert").textContent).toContain(bookingCopy.invalid.message);
    const mobile = within(dialog).getByLabelText(fieldCopy.number.label);
    expect(document.activeElement).toBe(mobile);
    expect(mobile.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(mobile.getAttribute("aria-describedby")!)?.textContent).toBe(fieldCopy.number.hint);
    await tick(2999);
    expect(toastTexts()).toEqual([bookingCopy.invalid.message]);
    await tick(1);
    expect(toastTexts()).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(outboxKeys()).toEqual([]);
    expect(screen.getByRole("dialog", { name: bookingTitle })).toBe(dialog);
  });

  it("shows one invalid message at a time, inside the dialog after its button, gone when the dialog closes", async () => {
    renderSite();
    fireEvent.click(screen.getByRole("button", { name: labels.header.book }));
    const dialog = await waitForLazy(() => screen.getByRole("dialog", { name: bookingTitle }));
    await tick(0);
    const submit = within(dialog).getByRole("button", { name: bookingCopy.submit });
    fireEvent.click(submit);
    await tick(1000);
    fireEvent.click(submit);
    expect(toastTexts()).toEqual([bookingCopy.invalid.message]);
    // In the dialog's flow after the submit button, so it covers none of the form.
    const toastEl = dialog.querySelector("[data-toast]")!;
    expect(submit.compareDocumentPosition(toastEl) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(queryBooking()).toBeNull();
    expect(toastTexts()).toEqual([]);
  });

  it("an invalid email gets focus and the booking popup's hint, and nothing is sent", async () => {
    renderSite();
    fireEvent.click(screen.getByRole("button", { name: labels.header.book }));
    const dialog = screen.getByRole("dialog", { name: bookingTitle });
    fillForm(dialog, { ...goodEnquiry, email: "asha@example.c" });
    fireEvent.click(within(dialog).getByRole("button", { name: bookingCopy.submit }));
    const email = within(dialog).getByLabelText(fieldCopy.email.label);
    expect(document.activeElement).toBe(email);
    expect(document.getElementById(email.getAttribute("aria-describedby")!)?.textContent).toBe(bookingCopy.emailHint);
    await tick(1000);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("cleans the fields as typed: email trimmed and lower-cased, digits only in mobile and pincode", () => {
    renderSite();
    fireEvent.click(screen.getByRole("button", { name: labels.header.book }));
    const dialog = screen.getByRole("dialog", { name: bookingTitle });
    fillForm(dialog, { email: " Asha@Example.COM ", number: "+91 98765-43210", pin: "411 001 99" });
    expect((within(dialog).getByLabelText(fieldCopy.email.label) as HTMLInputElement).value).toBe("asha@example.com");
    expect((within(dialog).getByLabelText(fieldCopy.number.label) as HTMLInputElement).value).toBe("9876543210");
    expect((within(dialog).getByLabelText(fieldCopy.pin.label) as HTMLInputElement).value).toBe("411001");
  });

  it("a valid submit thanks the visitor for 5 s, clears and closes the form, sends once and goes to /thank-you", async () => {
    const { location } = renderSite();
    fireEvent.click(screen.getByRole("button", { name: labels.header.book }));
    const dialog = screen.getByRole("dialog", { name: bookingTitle });
    fillForm(dialog, goodEnquiry);
    await tick(minFillMs); // a person takes this long at least
    const submit = within(dialog).getByRole("button", { name: bookingCopy.submit });
    fireEvent.click(submit);
    fireEvent.click(submit); // a double click
    expect(queryBooking()).toBeNull();
    expect(location.history.at(-1)).toBe("/thank-you/");
    expect(screen.getByRole("status").textContent).toContain(sent);
    // happy-dom has no Web Locks: the outbox's claim waits a moment before sending.
    await tick(500);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe("https://api.emailjs.test/api/v1.0/email/send");
    expect(JSON.parse(String(init?.body))).toEqual({
      service_id: "service_t",
      template_id: "template_b",
      user_id: "key_t",
      template_params: { ...goodEnquiry, source: "booking", language: "en", enquiry_id: expect.any(String) },
    });
    expect(outboxKeys()).toEqual([]);
    await tick(4499);
    expect(toastTexts()).toEqual([sent]);
    await tick(1);
    expect(toastTexts()).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: labels.header.book }));
    const values = fieldOrder.map(
      (f) => (within(screen.getByRole("dialog", { name: bookingTitle })).getByLabelText(fieldCopy[f].label) as HTMLInputElement).value,
    );
    expect(values).toEqual(["", "", "", "", "", ""]);
  });

  it("keeps the enquiry when EmailJS fails, and the visitor sees the same thanks", async () => {
    fetchSpy.mockImplementation(async () => new Response("Internal Server Error", { status: 500 }));
    const { location } = renderSite();
    fireEvent.click(screen.getByRole("button", { name: labels.header.book }));
    fillForm(screen.getByRole("dialog", { name: bookingTitle }), goodEnquiry);
    await tick(minFillMs);
    fireEvent.click(screen.getByRole("button", { name: bookingCopy.submit }));
    await tick(500);
    expect(location.history.at(-1)).toBe("/thank-you/");
    expect(toastTexts()).toEqual([sent]);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const kept = outboxKeys().map((k) => JSON.parse(localStorage.getItem(k)!));
    expect(kept).toHaveLength(1);
    expect(kept[0].enquiry).toEqual({ ...goodEnquiry, source: "booking", language: "en" });
  });

  it("a form sent sooner than a person could fill it (a phone's autofill) is delivered, marked for the studio", async () => {
    const { location } = renderSite();
    fireEvent.click(screen.getByRole("button", { name: labels.header.book }));
    fillForm(screen.getByRole("dialog", { name: bookingTitle }), goodEnquiry);
    await tick(1100);
    fireEvent.click(screen.getByRole("button", { name: bookingCopy.submit }));
    await tick(500);
    expect(location.history.at(-1)).toBe("/thank-you/");
    expect(toastTexts()).toEqual([sent]);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchSpy.mock.calls[0]![1]?.body)).template_params).toEqual({
      ...goodEnquiry,
      source: "booking",
      language: "en",
      suspect: suspectNote(1100),
      enquiry_id: expect.any(String),
    });
    expect(suspectNote(1100)).toBe("sent 1.1 s after opening");
  });

  it("thanks the visitor only once the enquiry is in the outbox", async () => {
    fetchSpy.mockImplementation(async () => new Response("Internal Server Error", { status: 500 }));
    renderSite();
    fireEvent.click(screen.getByRole("button", { name: labels.header.book }));
    fillForm(screen.getByRole("dialog", { name: bookingTitle }), goodEnquiry);
    await tick(minFillMs);
    // What the outbox held at the moment each toast came.
    const heldAtToast: number[] = [];
    const stop = subscribeToasts(() => {
      if (getToasts().some((t) => t.message === sent)) heldAtToast.push(outboxKeys().length);
    });
    fireEvent.click(screen.getByRole("button", { name: bookingCopy.submit }));
    stop();
    expect(heldAtToast[0]).toBe(1);
  });

  it("a bot that fills the hidden field sees the same flow, and nothing is sent", async () => {
    const { location } = renderSite();
    fireEvent.click(screen.getByRole("button", { name: labels.header.book }));
    const dialog = screen.getByRole("dialog", { name: bookingTitle });
    fillForm(dialog, goodEnquiry);
    (dialog.querySelector('input[name="website"]') as HTMLInputElement).value = "http://spam.example";
    await tick(minFillMs);
    fireEvent.click(within(dialog).getByRole("button", { name: bookingCopy.submit }));
    await tick(5000);
    expect(location.history.at(-1)).toBe("/thank-you/");
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(outboxKeys()).toEqual([]);
  });
});

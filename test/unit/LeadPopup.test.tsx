import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { Router } from "wouter";
import { LeadPopup } from "../../src/components/LeadPopup";
import { Toasts } from "../../src/components/Toasts";
import { resetSiteOutbox } from "../../src/lib/send-enquiry";
import { minFillMs } from "../../src/lib/validation";
import { renderAt } from "./render";
import { fieldCopy, leadCopy } from "../../src/content/enquiry";
import { configureEmailjs, fillForm, goodEnquiry, leadPopupShown, toastTexts, unconfigureEmailjs } from "./enquiry-helpers";

const { submit, close } = leadCopy;
const tick = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

function renderPricing() {
  return renderAt(
    <>
      <p>Plans</p>
      <LeadPopup />
      <Toasts />
    </>,
    "/pricing/",
  );
}

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

describe("the pricing lead popup", () => {
  it("is not in the prerendered page (it is decided after hydration)", () => {
    const html = renderToString(
      <Router ssrPath="/pricing/">
        <LeadPopup />
      </Router>,
    );
    expect(html).not.toContain("<dialog");
    expect(html).not.toContain(submit);
  });

  it("shows when this browser has no hasSeenPopup flag", async () => {
    renderPricing();
    const dialog = await leadPopupShown();
    expect(within(dialog).getByRole("button", { name: submit })).toBeTruthy();
  });

  it("does not show when the flag is stored", async () => {
    localStorage.setItem("hasSeenPopup", "true");
    renderPricing();
    // Long enough for the popup's chunk to have loaded, had it been asked for.
    await act(async () => void (await import("../../src/components/LeadPopupDialog")));
    await tick(0);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("an incomplete submit shows the lead popup's invalid message for 2 s and sends nothing", async () => {
    renderPricing();
    const dialog = await leadPopupShown();
    fillForm(dialog, { ...goodEnquiry, email: "asha@example" });
    fireEvent.click(within(dialog).getByRole("button", { name: submit }));
    const email = within(dialog).getByLabelText(fieldCopy.email.label);
    expect(document.activeElement).toBe(email);
    expect(document.getElementById(email.getAttribute("aria-describedby")!)?.textContent).toBe(leadCopy.emailHint);
    expect(within(dialog).getByRole("alert").textContent).toContain(leadCopy.invalid.message);
    await tick(1999);
    expect(toastTexts()).toEqual([leadCopy.invalid.message]);
    await tick(1);
    expect(toastTexts()).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(localStorage.getItem("hasSeenPopup")).toBeNull();
  });

  it("a valid submit thanks for 2 s, stores the flag, closes, sends, and after 3 s goes to /pricing", async () => {
    const { location } = renderPricing();
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    fillForm(await leadPopupShown(), goodEnquiry);
    await tick(minFillMs); // a person takes this long at least
    fireEvent.click(screen.getByRole("button", { name: submit }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(localStorage.getItem("hasSeenPopup")).toBe("true");
    expect(toastTexts()).toEqual([leadCopy.success.message]);
    await tick(500); // happy-dom has no Web Locks: the outbox's claim waits a moment
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchSpy.mock.calls[0]![1]?.body))).toMatchObject({ template_id: "template_l", template_params: { ...goodEnquiry, source: "pricing" } });
    await tick(1499);
    expect(toastTexts()).toEqual([leadCopy.success.message]);
    await tick(1);
    expect(toastTexts()).toEqual([]);
    expect(location.history).toEqual(["/pricing/"]);
    await tick(999);
    expect(location.history).toEqual(["/pricing/"]);
    await tick(1);
    expect(location.history).toEqual(["/pricing/"]);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("can be closed without leaving details; it stays closed for the rest of the visit and asks again on the next", async () => {
    const first = renderPricing();
    await leadPopupShown();
    fireEvent.click(screen.getByRole("button", { name: close }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(localStorage.getItem("hasSeenPopup")).toBeNull();
    first.unmount();
    // /pricing again in the same visit (a reload, or back from another page): not asked again.
    const again = renderPricing();
    await tick(2000);
    expect(screen.queryByRole("dialog")).toBeNull();
    again.unmount();
    // A new visit: sessionStorage is the visit's, gone with it.
    sessionStorage.clear();
    renderPricing();
    expect(await leadPopupShown()).toBeTruthy();
  });

  it("does not pull back a visitor who left /pricing before the 3 s were up", async () => {
    const { location, unmount } = renderPricing();
    fillForm(await leadPopupShown(), goodEnquiry);
    fireEvent.click(screen.getByRole("button", { name: submit }));
    unmount();
    await tick(5000);
    expect(location.history).toEqual(["/pricing/"]);
  });
});

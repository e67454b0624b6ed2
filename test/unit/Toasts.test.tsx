import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { Toasts } from "../../src/components/Toasts";
import { dismissToastsOf, toast } from "../../src/lib/toast-store";
import { pushDialog, removeDialog } from "../../src/lib/dialog-stack";
import { toastCopy } from "../../src/content/contact";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const texts = () => [...document.querySelectorAll("[data-toast] > p")].map((t) => t.textContent);

describe("Toasts", () => {
  it("has a polite region for success and an assertive one for errors before any toast comes", () => {
    render(<Toasts />);
    expect(screen.getByRole("status").getAttribute("aria-live")).toBe("polite");
    expect(screen.getByRole("alert").getAttribute("aria-live")).toBe("assertive");
  });

  it("shows one toast at a time: a new one replaces the last, and goes after its own duration", () => {
    render(<Toasts />);
    act(() => void toast("Wrong", { duration: 3000, kind: "error" }));
    act(() => vi.advanceTimersByTime(2000));
    act(() => void toast("Still wrong", { duration: 3000, kind: "error" }));
    expect(texts()).toEqual(["Still wrong"]);
    expect(vi.getTimerCount()).toBe(1);
    act(() => vi.advanceTimersByTime(2999));
    expect(texts()).toEqual(["Still wrong"]);
    act(() => vi.advanceTimersByTime(1));
    expect(texts()).toEqual([]);
    act(() => void toast("Saved", { duration: 5000, kind: "success" }));
    expect(screen.getByRole("status").textContent).toContain("Saved");
    expect(screen.getByRole("alert").textContent).toBe("");
  });

  it("shows a dialog's toasts in that dialog's own container only, and drops them when it closes", () => {
    render(
      <>
        <Toasts />
        <div data-testid="dialog">
          <Toasts host="d1" />
        </div>
      </>,
    );
    act(() => pushDialog("d1"));
    act(() => void toast("Please fill the details", { duration: 3000, kind: "error" }));
    expect(within(screen.getByTestId("dialog")).getByRole("alert").textContent).toContain("Please fill the details");
    expect(texts()).toEqual(["Please fill the details"]);
    act(() => {
      removeDialog("d1");
      dismissToastsOf("d1");
    });
    expect(texts()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("leaves a page's notice behind when the visitor goes to another page", () => {
    const { hook, navigate } = memoryLocation({ path: "/thank-you", record: true });
    // The store reads the page from the browser's address, as wouter's navigation sets it.
    window.history.replaceState(null, "", "/thank-you");
    render(
      <Router hook={hook}>
        <Toasts />
      </Router>,
    );
    act(() => void toast("Sent", { duration: 5000, kind: "success", host: null }));
    expect(texts()).toEqual(["Sent"]);
    act(() => {
      window.history.pushState(null, "", "/");
      navigate("/");
    });
    expect(texts()).toEqual([]);
  });

  it("a dismissed toast goes at once and its timer is cleared", () => {
    render(<Toasts />);
    act(() => void toast("Saved", { duration: 5000 }));
    expect(vi.getTimerCount()).toBe(1);
    fireEvent.click(screen.getByRole("button", { name: toastCopy.dismiss }));
    expect(texts()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("clears its timers when unmounted", () => {
    const { unmount } = render(<Toasts />);
    act(() => void toast("Saved", { duration: 5000 }));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { Toasts } from "../../src/components/Toasts";
import { clearToasts, toast } from "../../src/lib/toast-store";
import { toastCopy } from "../../src/content/contact";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  clearToasts();
  vi.useRealTimers();
});

const texts = () => [...document.querySelectorAll(".toast__message")].map((t) => t.textContent);

describe("Toasts", () => {
  it("has a polite region for success and an assertive one for errors before any toast comes", () => {
    render(<Toasts />);
    expect(screen.getByRole("status").getAttribute("aria-live")).toBe("polite");
    expect(screen.getByRole("alert").getAttribute("aria-live")).toBe("assertive");
  });

  it("stacks toasts and removes each after its own duration", () => {
    render(<Toasts />);
    act(() => {
      toast("Saved", { duration: 5000, kind: "success" });
      toast("Wrong", { duration: 3000, kind: "error" });
    });
    expect(screen.getByRole("status").textContent).toContain("Saved");
    expect(screen.getByRole("alert").textContent).toContain("Wrong");
    act(() => vi.advanceTimersByTime(2999));
    expect(texts()).toEqual(["Saved", "Wrong"]);
    act(() => vi.advanceTimersByTime(1));
    expect(texts()).toEqual(["Saved"]);
    act(() => vi.advanceTimersByTime(2000));
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

import { afterEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { useLastEnquiry } from "../../../src/hooks/useLastEnquiry";
import { forgetEnquiryNotes, noteEnquiryState, setLastEnquiry } from "../../../src/lib/enquiry-notes";
import { configureEmailjs, goodEnquiry, unconfigureEmailjs } from "../enquiry-helpers";

afterEach(() => {
  forgetEnquiryNotes();
  unconfigureEmailjs();
  localStorage.clear();
});

describe("useLastEnquiry", () => {
  it("is null when this browser sent nothing", () => {
    const { result } = renderHook(() => useLastEnquiry());
    expect(result.current).toBeNull();
  });

  it("follows the last enquiry's state as the outbox reports it, and stops listening when unmounted", () => {
    configureEmailjs();
    setLastEnquiry({ id: "a", enquiry: { ...goodEnquiry }, sentAt: 1 });
    localStorage.setItem("enquiryOutbox:a", JSON.stringify({ id: "a", status: "pending" }));
    const remove = vi.spyOn(window, "removeEventListener");
    const { result, unmount } = renderHook(() => useLastEnquiry());
    expect(result.current?.note.enquiry.name).toBe(goodEnquiry.name);
    expect(result.current?.state).toBe("pending");
    act(() => noteEnquiryState("a", "sent"));
    expect(result.current?.state).toBe("sent");
    unmount();
    expect(remove).toHaveBeenCalledWith("storage", expect.any(Function));
    remove.mockRestore();
  });

  it("says an enquiry needs the visitor's help on a build without EmailJS ids", () => {
    setLastEnquiry({ id: "b", enquiry: { ...goodEnquiry }, sentAt: 1 });
    const { result } = renderHook(() => useLastEnquiry());
    expect(result.current?.state).toBe("manual");
  });
});

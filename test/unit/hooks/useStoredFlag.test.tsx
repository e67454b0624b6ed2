import { afterEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { useStoredFlag } from "../../../src/hooks/useStoredFlag";

const key = "hasSeenSomething";

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

function Probe() {
  const flag = useStoredFlag(key);
  return <span>{String(flag.value)}</span>;
}

describe("useStoredFlag", () => {
  it("is unknown in the prerendered page, even when the browser has the flag", () => {
    localStorage.setItem(key, "true");
    expect(renderToString(<Probe />)).toContain("undefined");
  });

  it("reads false when unset; set() makes it true and remembers it for the next visit", () => {
    const { result, unmount } = renderHook(() => useStoredFlag(key));
    expect(result.current.value).toBe(false);
    act(() => result.current.set());
    expect(result.current.value).toBe(true);
    unmount();
    expect(renderHook(() => useStoredFlag(key)).result.current.value).toBe(true);
  });

  it("reads a flag an earlier visit stored", () => {
    localStorage.setItem(key, "true");
    expect(renderHook(() => useStoredFlag(key)).result.current.value).toBe(true);
  });

  it("reads as not set, and still turns true for this page, when storage throws", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    const { result } = renderHook(() => useStoredFlag(key));
    expect(result.current.value).toBe(false);
    act(() => result.current.set());
    expect(result.current.value).toBe(true);
  });

  it("in the session area, remembers for this visit only: sessionStorage, never localStorage", () => {
    const { result } = renderHook(() => useStoredFlag(key, "session"));
    expect(result.current.value).toBe(false);
    act(() => result.current.set());
    expect(sessionStorage.getItem(key)).toBe("true");
    expect(localStorage.getItem(key)).toBeNull();
    expect(renderHook(() => useStoredFlag(key, "session")).result.current.value).toBe(true);
    // The next visit (a new session) asks again.
    sessionStorage.clear();
    expect(renderHook(() => useStoredFlag(key, "session")).result.current.value).toBe(false);
  });
});

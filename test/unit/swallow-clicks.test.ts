import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { doubleClickMs, swallowClicksFor } from "../../src/lib/swallow-clicks";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("swallowClicksFor", () => {
  it("swallows the clicks of the next moment only, and removes its listener after", () => {
    const link = document.body.appendChild(document.createElement("button"));
    const clicked = vi.fn();
    link.addEventListener("click", clicked);
    const remove = vi.spyOn(window, "removeEventListener");
    swallowClicksFor(doubleClickMs);
    link.click();
    expect(clicked).not.toHaveBeenCalled();
    vi.advanceTimersByTime(doubleClickMs);
    link.click();
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(remove).toHaveBeenCalledWith("click", expect.any(Function), true);
    expect(vi.getTimerCount()).toBe(0);
    link.remove();
  });

  it("stops sooner when asked, timer included", () => {
    const stop = swallowClicksFor(doubleClickMs);
    stop();
    expect(vi.getTimerCount()).toBe(0);
    const clicked = vi.fn();
    document.body.addEventListener("click", clicked);
    document.body.click();
    expect(clicked).toHaveBeenCalledTimes(1);
    document.body.removeEventListener("click", clicked);
  });
});

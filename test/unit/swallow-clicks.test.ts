import { describe, expect, it, vi } from "vitest";
import { doubleClickMs, swallowDoubleClick } from "../../src/lib/swallow-clicks";

const click = (target: EventTarget, detail: number) => target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, detail }));

describe("swallowDoubleClick", () => {
  it("swallows the second click of the double click that sent the form, then lets every click through", () => {
    const link = document.body.appendChild(document.createElement("a"));
    const clicked = vi.fn();
    link.addEventListener("click", clicked);
    const start = new Event("submit").timeStamp;
    const remove = vi.spyOn(window, "removeEventListener");
    swallowDoubleClick(start);
    expect(click(link, 2)).toBe(false); // cancelled: the link is not followed
    expect(clicked).not.toHaveBeenCalled();
    click(link, 1);
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(remove).toHaveBeenCalledWith("click", expect.any(Function), true);
    // Gone: a later double click works.
    click(link, 2);
    expect(clicked).toHaveBeenCalledTimes(2);
    link.remove();
    remove.mockRestore();
  });

  it("lets a double click through that comes later than a double click's second click could", () => {
    const clicked = vi.fn();
    document.body.addEventListener("click", clicked);
    swallowDoubleClick(new Event("submit").timeStamp - doubleClickMs);
    click(document.body, 2);
    expect(clicked).toHaveBeenCalledTimes(1);
    document.body.removeEventListener("click", clicked);
  });

  it("ends sooner when asked", () => {
    const stop = swallowDoubleClick(new Event("submit").timeStamp);
    stop();
    const clicked = vi.fn();
    document.body.addEventListener("click", clicked);
    click(document.body, 2);
    expect(clicked).toHaveBeenCalledTimes(1);
    document.body.removeEventListener("click", clicked);
  });
});

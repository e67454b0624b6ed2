import { afterEach, describe, expect, it, vi } from "vitest";
import { render } from "@testing-library/react";
import { useTargetOnArrival } from "../../../src/hooks/useTargetOnArrival";

function Page() {
  useTargetOnArrival();
  return (
    <section id="wedding" className="occasion">
      Weddings
    </section>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  history.replaceState(null, "", "/");
});

/** What :target is in a browser: the element a navigation moved to, never one of a pushed address
 *  (happy-dom reads it from the address, so a test says which it is). */
function target(element: () => Element | null) {
  const query = document.querySelector.bind(document);
  vi.spyOn(document, "querySelector").mockImplementation((selector: string) => (selector === ":target" ? element() : query(selector)));
}

describe("useTargetOnArrival", () => {
  it("moves to the fragment of an address the page was reached at client-side, once", () => {
    history.pushState(null, "", "/stories/#wedding");
    target(() => null);
    const replace = vi.spyOn(window.location, "replace").mockImplementation(() => {});
    const { rerender } = render(<Page />);
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledWith(`${location.origin}/stories/#wedding`);
    rerender(<Page />);
    expect(replace).toHaveBeenCalledTimes(1);
  });

  it("leaves alone a page loaded at its fragment, which the browser has moved to already", () => {
    history.pushState(null, "", "/stories/#wedding");
    target(() => document.getElementById("wedding"));
    const replace = vi.spyOn(window.location, "replace").mockImplementation(() => {});
    render(<Page />);
    expect(replace).not.toHaveBeenCalled();
  });

  it("leaves alone an address without a fragment, or with one that names nothing on the page", () => {
    target(() => null);
    const replace = vi.spyOn(window.location, "replace").mockImplementation(() => {});
    history.pushState(null, "", "/stories/");
    render(<Page />).unmount();
    history.pushState(null, "", "/stories/#no-such-occasion");
    render(<Page />).unmount();
    expect(replace).not.toHaveBeenCalled();
  });
});

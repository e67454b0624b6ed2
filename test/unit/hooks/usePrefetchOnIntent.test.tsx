import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render } from "@testing-library/react";
import { href } from "../../../src/shell/links";

// What the hook asks the shell to load, seen as it is asked (the loading itself: test/unit/shell.test.tsx).
const loadPageAt = vi.hoisted(() => vi.fn(() => Promise.resolve(() => null)));
vi.mock("../../../src/shell/load-page", () => ({ loadPageAt }));
const { usePrefetchOnIntent } = await import("../../../src/shell/usePrefetchOnIntent");

function Links() {
  usePrefetchOnIntent();
  return (
    <>
      <a href={href("credits")}>
        <span>Credits</span>
      </a>
      <a href={href("about")}>About</a>
      <a href="https://example.com/">Elsewhere</a>
      <p>Plain text</p>
    </>
  );
}

afterEach(() => {
  loadPageAt.mockClear();
});

describe("usePrefetchOnIntent", () => {
  it("loads a page when a pointer comes over any part of a link to it, and only for the site's own links", () => {
    const { getByText } = render(<Links />);
    fireEvent.pointerOver(getByText("Elsewhere"));
    fireEvent.pointerOver(getByText("Plain text"));
    expect(loadPageAt).not.toHaveBeenCalled();
    fireEvent.pointerOver(getByText("Credits"));
    expect(loadPageAt).toHaveBeenCalledWith(href("credits"));
  });

  it("loads on keyboard focus and on a finger's touch too", () => {
    const { getByText } = render(<Links />);
    fireEvent.focusIn(getByText("About"));
    fireEvent.touchStart(getByText("Credits"));
    expect(loadPageAt.mock.calls).toEqual([[href("about")], [href("credits")]]);
  });

  it("stops listening once unmounted", () => {
    const { getByText, unmount } = render(<Links />);
    const link = getByText("About");
    unmount();
    document.body.append(link);
    fireEvent.pointerOver(link);
    fireEvent.focusIn(link);
    fireEvent.touchStart(link);
    expect(loadPageAt).not.toHaveBeenCalled();
    link.remove();
  });
});

import { describe, expect, it, vi } from "vitest";
import { fireEvent, render } from "@testing-library/react";
import { usePrefetchOnIntent } from "../../../src/shell/usePrefetchOnIntent";
import { href } from "../../../src/shell/links";
import { routeById } from "../../../src/shell/routes";
import { loadedPage } from "../../../src/shell/load-page";

function Links() {
  usePrefetchOnIntent();
  return (
    <>
      <a href={href("credits")}>
        <span>Credits</span>
      </a>
      <a href={href("about")}>About</a>
      <a href="https://example.com/">Elsewhere</a>
    </>
  );
}

describe("usePrefetchOnIntent", () => {
  it("loads a page's chunk when a pointer comes over any part of a link to it, and stops when unmounted", async () => {
    const credits = routeById("credits");
    const about = routeById("about");
    const { getByText, unmount } = render(<Links />);
    expect(loadedPage(credits)).toBeUndefined();
    fireEvent.pointerOver(getByText("Elsewhere"));
    fireEvent.pointerOver(getByText("Credits"));
    await vi.waitFor(() => expect(loadedPage(credits)).toBeDefined());

    const link = getByText("About");
    unmount();
    document.body.append(link);
    fireEvent.pointerOver(link);
    fireEvent.focusIn(link);
    await new Promise((r) => setTimeout(r, 0));
    expect(loadedPage(about)).toBeUndefined();
    link.remove();
  });

  it("loads on keyboard focus and on touch too", async () => {
    const about = routeById("about");
    const thankYou = routeById("thankYou");
    render(
      <>
        <Links />
        <a href={href("thankYou")}>Thanks</a>
      </>,
    );
    const [aboutLink, thanksLink] = [document.querySelector(`a[href="${href("about")}"]`)!, document.querySelector(`a[href="${href("thankYou")}"]`)!];
    fireEvent.focusIn(aboutLink);
    fireEvent.touchStart(thanksLink);
    await vi.waitFor(() => expect(loadedPage(about) && loadedPage(thankYou)).toBeDefined());
  });
});

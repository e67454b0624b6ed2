import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { Carousel, defaultOptions, type CarouselOptions } from "../../src/components/Carousel";
import { RenderFactsContext, type RenderFacts } from "../../src/shell/render-facts";
import { renderToString } from "react-dom/server";
import { stubMedia } from "./hooks/media";
import { labels } from "../../src/content/labels";
import { fill } from "../../src/lib/localize";

const five = ["Asha", "Bilal", "Chitra", "Dev", "Esha"];
/** The carousel's own name, given by the test; the words around it come from labels.json. */
const label = "Testimonials";
const playLabel = fill(labels.carousel.play, { label });
const pauseLabel = fill(labels.carousel.pause, { label });

function renderCarousel(options: Partial<CarouselOptions> = {}) {
  return render(
    <Carousel options={{ label, ...options }}>
      {five.map((name) => (
        <p key={name}>
          {name} <a href="/program/">more</a>
        </p>
      ))}
    </Carousel>,
  );
}

const slides = () => screen.getAllByRole("group", { hidden: true }).filter((g) => g.getAttribute("aria-roledescription") === labels.carousel.slide);
const visibleNames = () => slides().filter((s) => !s.hasAttribute("inert")).map((s) => s.textContent?.split(" ")[0]);
const dots = () => within(screen.getByRole("group", { name: labels.carousel.dots })).getAllByRole("button");
const currentDot = () => dots().findIndex((d) => d.getAttribute("aria-current") === "true");

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("Carousel", () => {
  it("is a labelled carousel region whose slides are named N of M", () => {
    stubMedia({ width: 375 });
    renderCarousel();
    const region = screen.getByRole("region", { name: label });
    expect(region.getAttribute("aria-roledescription")).toBe(labels.carousel.kind);
    expect(slides().map((s) => s.getAttribute("aria-label"))).toEqual(five.map((_, i) => fill(labels.carousel.slideOf, { n: i + 1, count: five.length })));
    expect(slides().every((s) => s.getAttribute("aria-roledescription") === labels.carousel.slide)).toBe(true);
  });

  it("keeps slides out of view inert and hidden, so their links are not in the tab order", () => {
    stubMedia({ width: 375 });
    renderCarousel();
    expect(visibleNames()).toEqual(["Asha"]);
    const hidden = slides().slice(1);
    expect(hidden.every((s) => s.hasAttribute("inert") && s.getAttribute("aria-hidden") === "true")).toBe(true);
    expect(screen.getAllByRole("link")).toHaveLength(1);
  });

  it.each([
    [375, ["Asha"], 5],
    [1024, ["Asha", "Bilal"], 4],
    [1440, ["Asha", "Bilal", "Chitra"], 3],
  ])("at %i px shows %j and one dot per position", (width, names, positions) => {
    stubMedia({ width });
    renderCarousel({ slidesPerView: { 0: 1, 1024: 2, 1440: 3 } });
    expect(visibleNames()).toEqual(names);
    expect(dots()).toHaveLength(positions);
  });

  it("prerenders slides per view as CSS scoped by its name (whatever the label's script), under media queries, for the page's <style>, with no style attribute", () => {
    const facts: RenderFacts = { styles: [] };
    const html = renderToString(
      <RenderFactsContext value={facts}>
        <Carousel options={{ scope: "testimonials", label: "प्रशंसा", slidesPerView: { 0: 1, 1024: 2, 1440: 3 }, speed: 400 }}>
          <p>one</p>
          <p>two</p>
        </Carousel>
      </RenderFactsContext>,
    );
    // A <style> in the body is not valid HTML: the build adds this to the page's own, in the head.
    expect(html).not.toContain("<style");
    expect(facts.styles.join("")).toBe(
      ".carousel-testimonials{--carousel-speed:400ms;--carousel-gap:var(--space-5)}" +
        ".carousel-testimonials{--carousel-per-view:1}" +
        "@media (min-width: 1024px){.carousel-testimonials{--carousel-per-view:2}}" +
        "@media (min-width: 1440px){.carousel-testimonials{--carousel-per-view:3}}",
    );
    // Nothing for a Content-Security-Policy to allow by 'unsafe-hashes'.
    expect(html).not.toMatch(/\sstyle="/);
  });

  it("once on the client, sets the same values as custom properties and adds no <style>", () => {
    stubMedia({ width: 1440 });
    const { container } = renderCarousel({ slidesPerView: { 0: 1, 1024: 2, 1440: 3 }, speed: 400 });
    const root = screen.getByRole("region");
    expect(container.querySelector("style")).toBeNull();
    expect(["--carousel-per-view", "--carousel-index", "--carousel-speed", "--carousel-gap"].map((p) => root.style.getPropertyValue(p))).toEqual([
      "3",
      "0",
      "400ms",
      "var(--space-5)",
    ]);
  });

  it("dots show the position and choose it", () => {
    stubMedia({ width: 375 });
    renderCarousel();
    expect(currentDot()).toBe(0);
    fireEvent.click(dots()[3]!);
    expect(currentDot()).toBe(3);
    expect(visibleNames()).toEqual(["Dev"]);
    expect(screen.getByRole("region").style.getPropertyValue("--carousel-index")).toBe("3");
  });

  it("moves with the arrow buttons and wraps around when looping", () => {
    stubMedia({ width: 375 });
    renderCarousel();
    fireEvent.click(screen.getByRole("button", { name: labels.carousel.previous }));
    expect(visibleNames()).toEqual(["Esha"]);
    fireEvent.click(screen.getByRole("button", { name: labels.carousel.next }));
    expect(visibleNames()).toEqual(["Asha"]);
    fireEvent.click(screen.getByRole("button", { name: labels.carousel.next }));
    expect(visibleNames()).toEqual(["Bilal"]);
  });

  it("stops at the ends when not looping", () => {
    stubMedia({ width: 375 });
    renderCarousel({ loop: false });
    const prevButton = screen.getByRole("button", { name: labels.carousel.previous });
    expect(prevButton.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(prevButton);
    expect(visibleNames()).toEqual(["Asha"]);
    fireEvent.click(dots()[4]!);
    fireEvent.click(screen.getByRole("button", { name: labels.carousel.next }));
    expect(visibleNames()).toEqual(["Esha"]);
  });

  it("moves with the left and right arrow keys", () => {
    stubMedia({ width: 375 });
    renderCarousel();
    const next = screen.getByRole("button", { name: labels.carousel.next });
    fireEvent.keyDown(next, { key: "ArrowRight" });
    fireEvent.keyDown(next, { key: "ArrowRight" });
    expect(visibleNames()).toEqual(["Chitra"]);
    fireEvent.keyDown(next, { key: "ArrowLeft" });
    expect(visibleNames()).toEqual(["Bilal"]);
  });

  it("autoplays every 3000 ms, wrapping to the first, and has no autoplay by default", () => {
    stubMedia({ width: 1440 });
    renderCarousel({ slidesPerView: { 0: 1, 1024: 2, 1440: 3 }, autoplay: 3000 });
    const seen = [currentDot()];
    for (let i = 0; i < 3; i++) {
      act(() => vi.advanceTimersByTime(3000));
      seen.push(currentDot());
    }
    expect(seen).toEqual([0, 1, 2, 0]);
    expect(defaultOptions.autoplay).toBeNull();
  });

  it("pauses autoplay on hover and with the pause button, and resumes with play", () => {
    stubMedia({ width: 375 });
    renderCarousel({ autoplay: 3000 });
    const region = screen.getByRole("region");
    fireEvent.pointerEnter(region, { pointerType: "mouse" });
    act(() => vi.advanceTimersByTime(9000));
    expect(currentDot()).toBe(0);
    fireEvent.pointerLeave(region, { pointerType: "mouse" });
    act(() => vi.advanceTimersByTime(3000));
    expect(currentDot()).toBe(1);

    fireEvent.click(screen.getByRole("button", { name: pauseLabel }));
    act(() => vi.advanceTimersByTime(9000));
    expect(currentDot()).toBe(1);
    fireEvent.click(screen.getByRole("button", { name: playLabel }));
    act(() => vi.advanceTimersByTime(3000));
    expect(currentDot()).toBe(2);
  });

  it("pauses autoplay while keyboard focus is inside", () => {
    stubMedia({ width: 375 });
    renderCarousel({ autoplay: 3000 });
    fireEvent.focus(screen.getByRole("button", { name: labels.carousel.next }));
    act(() => vi.advanceTimersByTime(9000));
    expect(currentDot()).toBe(0);
  });

  it("does not autoplay under prefers-reduced-motion", () => {
    stubMedia({ width: 375, reducedMotion: true });
    renderCarousel({ autoplay: 3000 });
    act(() => vi.advanceTimersByTime(30_000));
    expect(currentDot()).toBe(0);
    expect(screen.getByRole("button", { name: playLabel })).toBeTruthy();
  });

  it("follows a finger: a swipe left moves on, a swipe right moves back, a small drag does not", () => {
    stubMedia({ width: 375 });
    const { container } = renderCarousel();
    const viewport = container.querySelector(".carousel__viewport")!;
    const track = container.querySelector<HTMLElement>(".carousel__track")!;
    Object.defineProperty(viewport, "clientWidth", { value: 375 });
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(viewport, { pointerType: "touch", pointerId: 1, isPrimary: true, clientX: from, clientY: 100 });
      fireEvent.pointerMove(viewport, { pointerType: "touch", pointerId: 1, clientX: (from + to) / 2, clientY: 102 });
      fireEvent.pointerMove(viewport, { pointerType: "touch", pointerId: 1, clientX: to, clientY: 102 });
      const during = track.style.getPropertyValue("--carousel-drag");
      fireEvent.pointerUp(viewport, { pointerType: "touch", pointerId: 1, clientX: to, clientY: 102 });
      return during;
    };
    expect(swipe(300, 100)).toBe("-200px");
    expect(track.style.getPropertyValue("--carousel-drag")).toBe("");
    expect(visibleNames()).toEqual(["Bilal"]);
    swipe(100, 300);
    expect(visibleNames()).toEqual(["Asha"]);
    swipe(200, 180);
    expect(visibleNames()).toEqual(["Asha"]);
  });

  it("shows no controls when every slide fits", () => {
    stubMedia({ width: 1440 });
    render(
      <Carousel options={{ label: "Two", slidesPerView: { 0: 3 }, autoplay: 3000 }}>
        <p>one</p>
        <p>two</p>
      </Carousel>,
    );
    expect(screen.queryByRole("button")).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });
});

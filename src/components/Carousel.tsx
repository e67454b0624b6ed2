/**
 * Carousel: the one carousel of the site (home testimonials, /program slides). Options are data,
 * after Embla's Options.ts: pass `options` as a Partial<CarouselOptions>; the rest comes from
 * `defaultOptions`. One child per slide.
 *
 *   <Carousel options={{ scope: "testimonials", label: "Testimonials", slidesPerView: { 0: 1, 1024: 2, 1440: 3 }, autoplay: 3000 }}>
 *     {items.map((t) => <Card key={t.name} {...t} />)}
 *   </Carousel>
 *
 * Options
 *   label          accessible name of the carousel region, e.g. "Testimonials"; unique on a page (it
 *                  also names the carousel's scoped CSS class, carousel-<label>)
 *   slidesPerView  slides in view by min viewport width in px, mobile first: { 0: 1, 1024: 2 }.
 *                  In the prerendered page's <style> (render facts) it is a CSS custom property
 *                  under media queries, so the page is laid out right before any script runs;
 *                  once hydrated, useSlidesPerView (matchMedia) sets it through the CSSOM instead.
 *   speed          transition between positions, ms (500)
 *   autoplay       ms between automatic moves, or null for none (null)
 *   loop           previous/next wrap around at the ends (true); autoplay always wraps to the start
 *   dots           one dot per position: shows and chooses it (true)
 *   arrows         previous/next buttons (true)
 *   gap            CSS length between slides ("var(--space-5)")
 *
 * Behaviour: arrow keys move when focus is inside; touch swipe; autoplay pauses on mouse hover and
 * keyboard focus and resumes only if it was playing; a visible pause/play button; paused under
 * prefers-reduced-motion (until the visitor presses play) and in hidden tabs. The root is a region
 * with aria-roledescription "carousel"; slides are groups named "N of M"; slides out of view are
 * inert (out of the tab order and the accessibility tree).
 *
 * Styling: class names are prefixed `carousel__` (root, viewport, track, slide, controls, arrow,
 * dots, dot, toggle); pass `className` and style descendants from your own stylesheet. Motion is a
 * CSS transform transition on the track; the index is React state, per move, never per frame.
 */
import { Children, useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from "react";
import clsx from "clsx";
import { useRenderFacts } from "../shell/render-facts";
import { breakpointCss, type Breakpoints } from "../lib/breakpoints";
import { useSlidesPerView } from "../hooks/useSlidesPerView";
import { useSlideshow } from "../hooks/useSlideshow";
import { useAutoplay } from "../hooks/useAutoplay";
import { useSwipe } from "../hooks/useSwipe";
import { useHydrated } from "../hooks/useHydrated";
import { useNearViewport } from "../hooks/useNearViewport";
import { PhotosNear } from "./Photo";
import { ArrowLeftIcon, ArrowRightIcon, PauseIcon, PlayIcon } from "./icons";
import "./Carousel.css";
import { labels } from "../content/labels";
import { fill } from "../lib/localize";

export interface CarouselOptions {
  /** Names the carousel's scoped style and ids: letters, digits and dashes, the same in every language. */
  scope: string;
  label: string;
  slidesPerView: Breakpoints;
  speed: number;
  autoplay: number | null;
  loop: boolean;
  dots: boolean;
  arrows: boolean;
  gap: string;
}

export const defaultOptions: CarouselOptions = {
  scope: "carousel",
  label: labels.carousel.name,
  slidesPerView: { 0: 1 },
  speed: 500,
  autoplay: null,
  loop: true,
  dots: true,
  arrows: true,
  gap: "var(--space-5)",
};

export interface CarouselProps {
  options?: Partial<CarouselOptions>;
  /** One child per slide. */
  children: ReactNode;
  className?: string;
}

export function Carousel({ options, children, className }: CarouselProps) {
  const o: CarouselOptions = { ...defaultOptions, ...options };
  const slides = Children.toArray(children);
  const count = slides.length;
  const perView = Math.max(1, Math.min(useSlidesPerView(o.slidesPerView), count));
  const positions = Math.max(1, count - perView + 1);

  const autoplay = useAutoplay();
  const moving = o.autoplay !== null && autoplay.running && positions > 1;
  const { index, goTo, next, prev } = useSlideshow(positions, { delay: moving ? o.autoplay : null, loop: o.loop });

  const track = useRef<HTMLDivElement>(null);
  // The slides' photos: once the carousel is near the screen, those of this position and of the
  // positions one move away (wrapping, as autoplay does), never all at once on a slow connection.
  const near = useNearViewport(track);
  const ahead = (i: number) =>
    near && [index - 1, index, index + 1].some((p) => {
      const at = (p + positions) % positions;
      return i >= at && i < at + perView;
    });
  const swipe = useSwipe(track, { onNext: next, onPrev: prev });

  // The same in the prerender and the hydration, and in every language (a label may be Devanagari).
  const scope = "carousel-" + o.scope;
  const trackId = `${scope}-track`;
  const canPrev = o.loop || index > 0;
  const canNext = o.loop || index < positions - 1;

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.target instanceof HTMLElement && e.target.closest("input, textarea, select")) return;
    if (e.key === "ArrowLeft" && canPrev) prev();
    else if (e.key === "ArrowRight" && canNext) next();
    else return;
    e.preventDefault();
  };

  // The Content-Security-Policy allows the prerendered page's own inline <style> (by hash) but
  // neither style="" attributes nor a <style> created later on a client-side visit. So the
  // prerender hands its scoped rules to the page's <style>, and from hydration on the same values
  // are custom properties set through the CSSOM (React's style prop), which a CSP does not restrict.
  const hydrated = useHydrated();
  const facts = useRenderFacts();
  if (facts) facts.styles.push(`.${scope}{--carousel-speed:${o.speed}ms;--carousel-gap:${o.gap}}` + breakpointCss(`.${scope}`, "--carousel-per-view", o.slidesPerView));
  const style = hydrated
    ? ({
        "--carousel-per-view": perView,
        "--carousel-index": index,
        "--carousel-speed": `${o.speed}ms`,
        "--carousel-gap": o.gap,
      } as CSSProperties)
    : undefined;

  return (
    <section
      className={clsx("carousel", scope, className)}
      aria-roledescription={labels.carousel.kind}
      aria-label={o.label}
      style={style}
      onKeyDown={onKeyDown}
      {...autoplay.handlers}
    >
      <div className="carousel__viewport" {...swipe}>
        <div className="carousel__track" id={trackId} ref={track} aria-live={moving ? "off" : "polite"}>
          {slides.map((slide, i) => {
            const hidden = i < index || i >= index + perView;
            return (
              <div
                key={i}
                className="carousel__slide"
                role="group"
                aria-roledescription={labels.carousel.slide}
                aria-label={fill(labels.carousel.slideOf, { n: i + 1, count })}
                aria-hidden={hidden || undefined}
                inert={hidden}
              >
                <PhotosNear.Provider value={ahead(i)}>{slide}</PhotosNear.Provider>
              </div>
            );
          })}
        </div>
      </div>
      {positions > 1 && (
        <div className="carousel__controls">
          {o.autoplay !== null && (
            <button
              type="button"
              className="carousel__toggle"
              aria-label={fill(autoplay.state === "paused" ? labels.carousel.play : labels.carousel.pause, { label: o.label })}
              onClick={autoplay.toggle}
            >
              {autoplay.state === "paused" ? <PlayIcon /> : <PauseIcon />}
            </button>
          )}
          {o.arrows && (
            <button
              type="button"
              className="carousel__arrow carousel__arrow--prev"
              aria-label={labels.carousel.previous}
              aria-controls={trackId}
              aria-disabled={!canPrev || undefined}
              onClick={() => canPrev && prev()}
            >
              <ArrowLeftIcon />
            </button>
          )}
          {o.dots && (
            <div className="carousel__dots" role="group" aria-label={labels.carousel.dots}>
              {Array.from({ length: positions }, (_, i) => (
                <button
                  key={i}
                  type="button"
                  className="carousel__dot"
                  aria-label={fill(labels.carousel.goTo, { n: i + 1 })}
                  aria-controls={trackId}
                  aria-current={i === index || undefined}
                  onClick={() => goTo(i)}
                />
              ))}
            </div>
          )}
          {o.arrows && (
            <button
              type="button"
              className="carousel__arrow carousel__arrow--next"
              aria-label={labels.carousel.next}
              aria-controls={trackId}
              aria-disabled={!canNext || undefined}
              onClick={() => canNext && next()}
            >
              <ArrowRightIcon />
            </button>
          )}
        </div>
      )}
    </section>
  );
}

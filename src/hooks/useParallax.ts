import { useEffect, type RefObject } from "react";
import { columnOffset, progressToReveal, scrollProgress, type Direction } from "../lib/parallax";

export interface ParallaxRefs {
  /** The tall element the window is pinned in while the page scrolls through it. */
  track: RefObject<HTMLElement | null>;
  /** The sticky, fixed-height window that clips the columns. */
  window: RefObject<HTMLElement | null>;
  /** The columns that move. */
  columns: RefObject<(HTMLElement | null)[]>;
}

export interface ParallaxOptions {
  /** One per column (repeated if shorter): 1 moves up as the page scrolls down, -1 moves down. */
  directions: readonly Direction[];
  /** Parallax runs only while this media query matches (narrow phones get a plain grid). */
  media: string;
}

const reducedMotion = "(prefers-reduced-motion: reduce)";

/**
 * Scroll parallax for the gallery. While it runs, the track carries `data-parallax` (the CSS pins
 * the window only then, so without script or with reduced motion the gallery is a plain grid),
 * gets the height of the tallest column, and each column's `style.transform` follows the scroll.
 *
 * Cheap by construction (after Embla's Translate): transforms only, written to the elements inside
 * requestAnimationFrame, at most one frame queued; one passive scroll listener, attached only while
 * an IntersectionObserver sees the track on screen; unchanged offsets are not written again; sizes
 * and positions are measured by a ResizeObserver, never per frame, so a frame reads only scrollY
 * and forces no layout. No React state changes per frame.
 */
export function useParallax(refs: ParallaxRefs, options: ParallaxOptions): void {
  const { directions, media } = options;
  const directionKey = directions.join(",");

  useEffect(() => {
    const track = refs.track.current;
    const win = refs.window.current;
    const columns = (refs.columns.current ?? []).filter((c): c is HTMLElement => c !== null);
    if (!track || !win || columns.length === 0 || typeof IntersectionObserver === "undefined") return;
    const dirs = directionKey.split(",").map((d) => (d === "-1" ? -1 : 1) as Direction);
    const motion = window.matchMedia(reducedMotion);
    const wide = window.matchMedia(media);

    let stop: (() => void) | null = null;

    const start = (): (() => void) => {
      let frame = 0;
      let listening = false;
      let trackHeight = 0;
      let windowHeight = 0;
      let trackTop = 0;
      let pinnedAt = 0;
      let heights: number[] = [];
      const written: (number | undefined)[] = [];

      const render = () => {
        frame = 0;
        // From the scroll position and sizes measured on resize: reading scrollY forces no layout.
        const into = window.scrollY + pinnedAt - trackTop;
        const progress = scrollProgress(into, trackHeight, windowHeight);
        columns.forEach((column, i) => {
          const y = columnOffset(progress, heights[i] ?? 0, windowHeight, dirs[i % dirs.length]!);
          if (y === written[i]) return;
          written[i] = y;
          column.style.transform = `translate3d(0, ${y}px, 0)`;
        });
      };
      const schedule = () => {
        if (!frame) frame = requestAnimationFrame(render);
      };
      const measure = () => {
        heights = columns.map((c) => c.offsetHeight);
        trackHeight = Math.max(...heights);
        // The pinned window no longer gives the track its height: the tallest column does, which
        // is also the height of the plain grid, so nothing below moves when parallax starts.
        track.style.height = `${trackHeight}px`;
        windowHeight = win.offsetHeight;
        trackTop = track.getBoundingClientRect().top + window.scrollY;
        pinnedAt = parseFloat(getComputedStyle(win).top) || 0;
        schedule();
      };
      const listen = (on: boolean) => {
        if (on === listening) return;
        listening = on;
        if (on) {
          window.addEventListener("scroll", schedule, { passive: true });
          schedule();
        } else {
          window.removeEventListener("scroll", schedule);
          cancelAnimationFrame(frame);
          frame = 0;
        }
      };
      // A keyboard visitor tabbing to a photo the window hides: scroll the page to where it shows.
      const reveal = (e: FocusEvent) => {
        const column = columns.findIndex((c) => c.contains(e.target as Node));
        const item = (e.target as HTMLElement).closest<HTMLElement>("[data-parallax-item]");
        if (column < 0 || !item) return;
        const box = item.getBoundingClientRect();
        const view = win.getBoundingClientRect();
        if (box.top >= view.top && box.bottom <= view.bottom) return;
        const progress = progressToReveal(item.offsetTop, item.offsetHeight, heights[column] ?? 0, windowHeight, dirs[column % dirs.length]!);
        window.scrollTo({ top: trackTop + progress * (trackHeight - windowHeight) - pinnedAt, behavior: "instant" });
      };

      track.dataset.parallax = "on";
      measure();
      const resize = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
      columns.forEach((c) => resize?.observe(c));
      resize?.observe(win);
      // Content above the gallery changing height moves the track: measure again.
      resize?.observe(document.body);
      const visible = new IntersectionObserver((entries) => listen(entries.some((e) => e.isIntersecting)));
      visible.observe(track);
      track.addEventListener("focusin", reveal);

      return () => {
        cancelAnimationFrame(frame);
        listen(false);
        visible.disconnect();
        resize?.disconnect();
        track.removeEventListener("focusin", reveal);
        delete track.dataset.parallax;
        track.style.removeProperty("height");
        columns.forEach((c) => c.style.removeProperty("transform"));
      };
    };

    const update = () => {
      const wanted = wide.matches && !motion.matches;
      if (wanted && !stop) stop = start();
      else if (!wanted && stop) {
        stop();
        stop = null;
      }
    };
    update();
    motion.addEventListener("change", update);
    wide.addEventListener("change", update);
    return () => {
      motion.removeEventListener("change", update);
      wide.removeEventListener("change", update);
      stop?.();
    };
  }, [refs.track, refs.window, refs.columns, directionKey, media]);
}

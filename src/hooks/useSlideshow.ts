import { useCallback, useState } from "react";
import { useInterval } from "./useInterval";

export interface SlideshowOptions {
  /** Auto-advance every this many ms; null stands still (loading, paused, reduced motion). */
  delay: number | null;
  /** Whether next/previous wrap around at the ends. Auto-advance always returns to the first. */
  loop?: boolean;
}

export interface Slideshow {
  index: number;
  goTo: (index: number) => void;
  next: () => void;
  prev: () => void;
}

/** The current position among `count` positions, moved by hand or every `delay` ms. */
export function useSlideshow(count: number, { delay, loop = true }: SlideshowOptions): Slideshow {
  const [stored, setIndex] = useState(0);
  const last = Math.max(0, count - 1);
  // When the count shrinks (fewer positions at a wider breakpoint) the position stays in range.
  const index = Math.min(stored, last);

  const goTo = useCallback((i: number) => setIndex(Math.max(0, Math.min(i, last))), [last]);
  const next = useCallback(
    () => setIndex((i) => (Math.min(i, last) < last ? Math.min(i, last) + 1 : loop ? 0 : last)),
    [last, loop],
  );
  const prev = useCallback(
    () => setIndex((i) => (Math.min(i, last) > 0 ? Math.min(i, last) - 1 : loop ? last : 0)),
    [last, loop],
  );
  const advance = useCallback(() => setIndex((i) => (Math.min(i, last) < last ? Math.min(i, last) + 1 : 0)), [last]);

  useInterval(advance, count > 1 ? delay : null);
  return { index, goTo, next, prev };
}

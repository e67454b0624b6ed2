/**
 * The arithmetic of the scroll-parallax gallery, kept pure so it is tested without a browser.
 *
 * The gallery is a tall track holding a sticky window (40rem high). While the page scrolls
 * through the track the window stays pinned, and each column inside it slides from one end to the
 * other: the tallest column at the speed of the page, shorter ones slower, and a column with
 * direction -1 the opposite way. So every photo passes through the window once.
 */

/** 1: the column starts at its top and moves up; -1: starts at its bottom and moves down. */
export type Direction = 1 | -1;

/** How far the pinned window has travelled through its track, from 0 (start) to 1 (end). */
export function scrollProgress(windowTopInTrack: number, trackHeight: number, windowHeight: number): number {
  const travel = trackHeight - windowHeight;
  if (travel <= 0) return 0;
  return Math.min(1, Math.max(0, windowTopInTrack / travel));
}

/** The vertical offset in px of a column `columnHeight` tall inside a window `windowHeight` tall. */
export function columnOffset(progress: number, columnHeight: number, windowHeight: number, direction: Direction): number {
  const overflow = Math.max(0, columnHeight - windowHeight);
  const along = direction === 1 ? progress : 1 - progress;
  // Rounded to a tenth of a pixel: finer steps are invisible and would defeat the "unchanged" check.
  return Math.round(-along * overflow * 10) / 10 || 0;
}

/**
 * The progress that brings a child at `childTop` (px from its column's top, `childHeight` tall)
 * into the middle of the window: used to scroll a keyboard-focused photo into view.
 */
export function progressToReveal(
  childTop: number,
  childHeight: number,
  columnHeight: number,
  windowHeight: number,
  direction: Direction,
): number {
  const overflow = columnHeight - windowHeight;
  if (overflow <= 0) return 0;
  const offset = Math.min(overflow, Math.max(0, childTop + childHeight / 2 - windowHeight / 2));
  const along = offset / overflow;
  return direction === 1 ? along : 1 - along;
}

/**
 * Deals items into columns so column heights follow `weights` (the tallest column is the one with
 * weight 1): each item goes to the column that is shortest relative to its weight. `heightOf` is
 * an item's height per unit of column width (height / width of a photo).
 */
export function dealColumns<T>(items: readonly T[], heightOf: (item: T) => number, weights: readonly number[]): T[][] {
  const columns: T[][] = weights.map(() => []);
  const heights = weights.map(() => 0);
  for (const item of items) {
    let best = 0;
    for (let i = 1; i < weights.length; i++) {
      if (heights[i]! / weights[i]! < heights[best]! / weights[best]!) best = i;
    }
    columns[best]!.push(item);
    heights[best]! += heightOf(item);
  }
  return columns;
}

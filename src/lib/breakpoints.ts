/**
 * A value that changes with the viewport width, as data: `{ 0: 1, 1024: 2, 1440: 3 }` means 1 from
 * 0 px, 2 from 1024 px and 3 from 1440 px up (mobile first, like CSS min-width queries).
 */
export type Breakpoints = Readonly<Record<number, number>>;

/** [min-width, value] pairs, narrowest first. */
export function breakpointEntries(breakpoints: Breakpoints): [number, number][] {
  return Object.entries(breakpoints)
    .map(([w, v]) => [Number(w), v] as [number, number])
    .sort((a, b) => a[0] - b[0]);
}

/** The media query for one breakpoint; 0 needs none. */
export function minWidthQuery(min: number): string {
  return `(min-width: ${min}px)`;
}

/**
 * CSS that sets `property` on `selector` per breakpoint, so the layout is right in prerendered
 * HTML before any script runs.
 */
export function breakpointCss(selector: string, property: string, breakpoints: Breakpoints): string {
  return breakpointEntries(breakpoints)
    .map(([min, v]) => (min > 0 ? `@media ${minWidthQuery(min)}{${selector}{${property}:${v}}}` : `${selector}{${property}:${v}}`))
    .join("");
}

import { useCallback, useMemo, useSyncExternalStore } from "react";
import { breakpointEntries, minWidthQuery, type Breakpoints } from "../lib/breakpoints";

/**
 * How many slides are in view, from `breakpoints` such as `{ 0: 1, 1024: 2, 1440: 3 }`. Follows
 * `matchMedia` change events rather than resize (Embla's OptionsHandler); the server snapshot is
 * the narrowest value, which hydration then corrects.
 */
export function useSlidesPerView(breakpoints: Breakpoints): number {
  // A stable key, so an inline options object does not resubscribe on every render.
  const key = JSON.stringify(breakpointEntries(breakpoints));
  const entries = useMemo(() => JSON.parse(key) as [number, number][], [key]);
  const narrowest = entries[0]?.[1] ?? 1;

  const subscribe = useCallback(
    (onChange: () => void) => {
      const lists = entries.filter(([min]) => min > 0).map(([min]) => window.matchMedia(minWidthQuery(min)));
      for (const list of lists) list.addEventListener("change", onChange);
      return () => {
        for (const list of lists) list.removeEventListener("change", onChange);
      };
    },
    [entries],
  );

  const getSnapshot = useCallback(() => {
    let value = narrowest;
    for (const [min, v] of entries) if (min <= 0 || window.matchMedia(minWidthQuery(min)).matches) value = v;
    return value;
  }, [entries, narrowest]);

  const getServerSnapshot = useCallback(() => narrowest, [narrowest]);

  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

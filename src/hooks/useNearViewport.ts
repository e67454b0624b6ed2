import { useEffect, useState, type RefObject } from "react";
import { saveDataAsked } from "./useSaveData";

/** How far ahead of the screen "near" starts: one screen height, or none under Save-Data. */
export const nearMargin = "100% 0px";
export const saveDataMargin = "0px";

/**
 * Whether the element has come within a screen's height of the viewport (only into it under
 * Save-Data). False in the prerender and at hydration, so nothing it gates competes with the
 * first screen; once true it stays true and the observer is gone. Without IntersectionObserver,
 * true after hydration. `enabled: false` observes nothing (and stays false).
 *
 * Why not the browser's own loading="lazy": on a slow connection Chromium fetches lazy images
 * several thousand pixels ahead as soon as the HTML is parsed, and they share the first seconds'
 * bandwidth with the page's main photo and scripts.
 */
export function useNearViewport(ref: RefObject<Element | null>, enabled = true): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!enabled || near || !el) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      // Read here, not held as state (useSaveData): the effect runs only once hydrated anyway,
      // and a state would re-render every photo on the page once more after hydration.
      { rootMargin: saveDataAsked() ? saveDataMargin : nearMargin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, enabled, near]);
  return near;
}

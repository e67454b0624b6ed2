import { useEffect } from "react";
import { loadPageAt } from "./load-page";

/**
 * Starts loading a page's chunk when the visitor shows they are about to open it (pointer over,
 * finger down or keyboard focus on a link to it), so the navigation itself does not wait.
 * One delegated listener per event for the whole document.
 */
export function usePrefetchOnIntent(): void {
  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.("a[href^='/']");
      const href = link?.getAttribute("href");
      if (href) void loadPageAt(href);
    };
    const events = ["pointerover", "touchstart", "focusin"] as const;
    for (const e of events) document.addEventListener(e, onIntent, { passive: true });
    return () => {
      for (const e of events) document.removeEventListener(e, onIntent);
    };
  }, []);
}

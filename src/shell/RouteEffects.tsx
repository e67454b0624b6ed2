import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { routeFor } from "./routes";
import { pageHydrated } from "./load-page";

/** On every client-side route change: scroll to the top (or the fragment's place) and set the page's title. */
export function RouteEffects() {
  const [location] = useLocation();
  const first = useRef(true);
  useEffect(() => {
    document.title = routeFor(location).title;
    // The first render is the prerendered page: keep the browser's own scroll restoration.
    if (first.current) {
      first.current = false;
      return;
    }
    // An address with a fragment is a place on the page, which the page itself moves to
    // (hooks/useTargetOnArrival.ts); any other starts at the top.
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [location]);
  return null;
}

/**
 * Marks the document once the client has taken over (browser tests and the bench wait for it):
 * data-hydrated is "first" once all but the page's later parts (later-part.tsx) have hydrated,
 * and "true" once the whole page has.
 */
export function HydratedMark() {
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.hydrated = "first";
    let live = true;
    void pageHydrated(location.pathname).then(() => {
      if (live) root.dataset.hydrated = "true";
    });
    return () => {
      live = false;
    };
  }, []);
  return null;
}

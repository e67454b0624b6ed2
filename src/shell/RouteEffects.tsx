import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { routeFor } from "./routes";
import { loadFullStylesheet } from "./full-stylesheet";

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
 * Once the page has hydrated: marks the document (`<html data-hydrated="true">`, which browser
 * tests and the bench wait for) and fetches the whole stylesheet, for what comes next.
 */
export function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    void loadFullStylesheet();
  }, []);
  return null;
}

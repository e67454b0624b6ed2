import { Suspense, use, useState } from "react";
import { useLocation } from "wouter";
import { routeFor, type RouteEntry } from "./routes";
import { loadFirstPage, loadForVisit, loadedPage } from "./load-page";
import { fullStylesheetSettled } from "./full-stylesheet";
import { pageLoadErrorCopy } from "../content/contact";

/**
 * Renders a route's page. The prerender and the first client render find it loaded already
 * (build.ts and entry-client wait for it), so hydration never suspends, save where the chunk could
 * not be had (the page then stays as prerendered); a later navigation to another page suspends
 * until its chunk and the whole stylesheet have arrived (full-stylesheet.ts).
 */
function Page({ route, first }: { route: RouteEntry; first: boolean }) {
  const Component = ((first || fullStylesheetSettled()) && loadedPage(route)) || use(first ? loadFirstPage(route) : loadForVisit(route));
  return <Component />;
}

/** Where a page appears once its chunk has come (rare: links prefetch on intent). Offline, the
 *  chunk waits for the connection (lib/lazy-retry.ts): the visitor is told, not left blank. */
function Waiting() {
  const offline = typeof navigator !== "undefined" && !navigator.onLine;
  return <div aria-busy={!offline}>{offline && <p className="container" role="status">{pageLoadErrorCopy.offline}</p>}</div>;
}

/** The page for the current address in this build's language, or the 404 page. */
export function Pages() {
  const [location] = useLocation();
  const route = routeFor(location);
  // Only until the visitor leaves it: back on it later is a visit like any other.
  const [firstId, setFirstId] = useState<string | null>(route.id);
  if (firstId !== null && route.id !== firstId) setFirstId(null);
  // The address is read out here, above the boundary: a page still loading must not hold the
  // one the visitor went back to (a boundary showing its fallback defers what changes under it).
  return (
    <Suspense key={route.id} fallback={<Waiting />}>
      <Page route={route} first={route.id === firstId} />
    </Suspense>
  );
}

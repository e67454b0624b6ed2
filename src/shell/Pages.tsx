import { use, useState } from "react";
import { useLocation } from "wouter";
import { routeFor, type RouteEntry } from "./routes";
import { loadForVisit, loadedPage } from "./load-page";
import { fullStylesheetSettled } from "./full-stylesheet";

/**
 * Renders a route's page. The prerender and the first client render find it loaded already
 * (build.ts and entry-client wait for it), so hydration never suspends; a later navigation to
 * another page suspends until its chunk and the whole stylesheet have arrived (full-stylesheet.ts).
 */
function Page({ route, first }: { route: RouteEntry; first: boolean }) {
  const Component = ((first || fullStylesheetSettled()) && loadedPage(route)) || use(loadForVisit(route));
  return <Component />;
}

/** The page for the current address in this build's language, or the 404 page. */
export function Pages() {
  const [location] = useLocation();
  const route = routeFor(location);
  const [firstId] = useState(route.id);
  return <Page key={route.id} route={route} first={route.id === firstId} />;
}

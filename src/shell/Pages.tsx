import { use } from "react";
import { useLocation } from "wouter";
import { routeFor, type RouteEntry } from "./routes";
import { loadForVisit, loadedPage } from "./load-page";

/**
 * Renders a route's page. The prerender and the first client render find it loaded already
 * (build.ts and entry-client wait for it), so hydration never suspends; a later navigation to a
 * page not yet loaded suspends until its chunk arrives.
 */
function Page({ route }: { route: RouteEntry }) {
  const Component = loadedPage(route) ?? use(loadForVisit(route));
  return <Component />;
}

/** The page for the current address in this build's language, or the 404 page. */
export function Pages() {
  const [location] = useLocation();
  const route = routeFor(location);
  return <Page key={route.id} route={route} />;
}

import { use } from "react";
import { Route, Switch } from "wouter";
import { notFoundRoute, routes, type RouteEntry } from "./routes";
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

/** The page for the current address: one route per entry of the table, then the 404 page. */
export function Pages() {
  return (
    <Switch>
      {routes.map((r) => (
        <Route key={r.id} path={r.path}>
          <Page route={r} />
        </Route>
      ))}
      <Route>
        <Page route={notFoundRoute} />
      </Route>
    </Switch>
  );
}

// Global styles first, so component styles can build on the tokens.
import "./styles/tokens.css";
import "./styles/base.css";
import { Suspense } from "react";
import { Route, Router, Switch } from "wouter";
import { routes, notFoundRoute } from "./routes";
import { Header } from "./components/Header";
import { Footer } from "./components/Footer";
import { BookingProvider } from "./components/BookingProvider";
import { RouteEffects, HydratedMark } from "./components/RouteEffects";
import { Page } from "./components/Page";
import { PageBoundary } from "./components/PageBoundary";
import { usePrefetchOnIntent } from "./hooks/usePrefetchOnIntent";
import { Toasts } from "./components/Toasts";

/**
 * The whole site. On the server `ssrPath` is the page being prerendered; in the browser it is
 * absent and wouter reads the location, so both render the same tree (wouter's SSR recipe).
 */
export function App({ ssrPath }: { ssrPath?: string }) {
  usePrefetchOnIntent();
  return (
    <Router ssrPath={ssrPath}>
      <BookingProvider>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <Header />
        <main id="main" tabIndex={-1}>
          <PageBoundary>
          <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
            <Switch>
              {routes.map((r) => (
                <Route key={r.path} path={r.path}>
                  <Page route={r} />
                </Route>
              ))}
              <Route>
                <Page route={notFoundRoute} />
              </Route>
            </Switch>
          </Suspense>
          </PageBoundary>
        </main>
        <Footer />
        <RouteEffects />
        <HydratedMark />
        <Toasts />
      </BookingProvider>
    </Router>
  );
}

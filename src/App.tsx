// Global styles first, so component styles can build on the tokens.
import "./styles/tokens.css";
import "./styles/base.css";
import { Router } from "wouter";
import { Header } from "./components/Header";
import { Footer } from "./components/Footer";
import { ContactBar } from "./components/ContactBar";
import { BookingProvider } from "./components/BookingProvider";
import { RouteEffects, HydratedMark } from "./shell/RouteEffects";
import { Pages } from "./shell/Pages";
import { usePrefetchOnIntent } from "./shell/usePrefetchOnIntent";
import { PageBoundary } from "./components/PageBoundary";
import { Toasts } from "./components/Toasts";
import { labels } from "./content/labels";

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
          {labels.skipLink}
        </a>
        <Header />
        <main id="main" tabIndex={-1}>
          <PageBoundary>
            <Pages />
          </PageBoundary>
        </main>
        <Footer />
        <ContactBar />
        <RouteEffects />
        <HydratedMark />
        <Toasts />
      </BookingProvider>
    </Router>
  );
}

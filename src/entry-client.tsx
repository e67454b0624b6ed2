import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { App } from "./App";
import { keepPrerendered, loadPageAt } from "./shell/load-page";
import { orReload } from "./lib/lazy-retry";

// The page arrived prerendered; hydration only attaches behaviour to it. Its page chunk is
// preloaded by the HTML, so waiting for it costs nothing, and hydration then never suspends.
// In a transition, React hydrates in small slices and keeps the main thread free for the visitor.
function hydrate() {
  startTransition(() => {
    hydrateRoot(document.getElementById("root")!, <App />, {
      onRecoverableError(error) {
        // A hydration mismatch (the prerendered page and the client disagree), or an error thrown
        // while hydrating, which React names only by its cause.
        console.error("Hydration error:", error, (error as Error).cause);
      },
    });
  });
}

// A chunk that will not come (a flaky link, a deploy between the HTML and its chunk) reloads the
// page once; if even that fails, the rest of the site hydrates, BOOK NOW too, around the page.
orReload(loadPageAt(location.pathname)).then(hydrate, () => {
  keepPrerendered();
  hydrate();
});

import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { App } from "./App";
import { loadPageAt } from "./shell/load-page";

// The page arrived prerendered; hydration only attaches behaviour to it. Its page chunk is
// preloaded by the HTML, so waiting for it costs nothing, and hydration then never suspends.
// In a transition, React hydrates in small slices and keeps the main thread free for the visitor.
loadPageAt(location.pathname).then(() => {
  startTransition(() => {
    hydrateRoot(document.getElementById("root")!, <App />, {
      onRecoverableError(error) {
        // A hydration mismatch (the prerendered page and the client disagree), or an error thrown
        // while hydrating, which React names only by its cause.
        console.error("Hydration error:", error, (error as Error).cause);
      },
    });
  });
});

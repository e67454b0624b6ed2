import { hydrateRoot } from "react-dom/client";
import { App } from "./App";

// The page arrived prerendered; hydration only attaches behaviour to it.
hydrateRoot(document.getElementById("root")!, <App />, {
  onRecoverableError(error) {
    // A hydration mismatch: the prerendered page and the client disagree.
    console.error("Hydration error:", error);
  },
});

import { useSyncExternalStore } from "react";

// The page's fragment ("#wedding"), followed through hash changes and history moves; "" in the
// prerender and at hydration, which then corrects it.
function subscribe(onChange: () => void): () => void {
  window.addEventListener("hashchange", onChange);
  window.addEventListener("popstate", onChange);
  return () => {
    window.removeEventListener("hashchange", onChange);
    window.removeEventListener("popstate", onChange);
  };
}
const getSnapshot = () => window.location.hash;
const getServerSnapshot = () => "";

/** The address's fragment, "#" included ("" when there is none). */
export function useLocationHash(): string {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

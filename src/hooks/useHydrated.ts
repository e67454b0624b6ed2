import { useSyncExternalStore } from "react";

function subscribe(): () => void {
  return () => {};
}

/**
 * False while prerendering and during hydration (so the markup matches the prerendered page),
 * true from the first client render after it, and at once for anything rendered on a client-side
 * visit.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

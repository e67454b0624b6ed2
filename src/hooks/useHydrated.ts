import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the prerender and during hydration, true from the next render on: for content that
 * only the browser should draw, without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

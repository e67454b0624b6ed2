import { startTransition, useEffect, useState } from "react";

/**
 * False in the prerender and during hydration, true soon after: for content only the browser
 * draws, without a hydration mismatch. The switch renders in a transition, which React slices
 * into short tasks, so the extra content never blocks the visitor's first taps.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}

import { startTransition, useEffect, useState } from "react";

/**
 * False in the prerender, during hydration and on the first client render; true soon after,
 * rendered in a transition, which React slices into short tasks. For content only the browser
 * adds (the rest of the /program gallery), so adding it never blocks the visitor's first taps.
 */
export function useDeferredReveal(): boolean {
  const [revealed, setRevealed] = useState(false);
  useEffect(() => {
    startTransition(() => setRevealed(true));
  }, []);
  return revealed;
}

import { useRef, useSyncExternalStore } from "react";

const unchanging = () => () => {};

/**
 * Whether this component's first render was the prerender, or hydrating it, rather than a render
 * in the browser (a client-side visit, a dialog opened later). Fixed for the component's life.
 *
 * useHydrated answers "is the page hydrated yet", so after hydration React re-renders every
 * component that asked, at once and in one piece: for every photo on the page, only to learn what
 * it knew at its first render. Here both snapshots read the answer its first render noted, so
 * React's check after hydration finds nothing changed and re-renders nothing.
 */
export function useFromPrerender(): boolean {
  const first = useRef<boolean | null>(null);
  return useSyncExternalStore(
    unchanging,
    () => (first.current ??= false),
    () => (first.current ??= true),
  );
}

import { useEffect, useRef } from "react";

/**
 * Calls `callback` every `delay` ms; `null` pauses. The latest callback lives in a ref, so a new
 * callback never restarts the timer; only a new delay does (Dan Abramov, "Making setInterval
 * Declarative with React Hooks").
 */
export function useInterval(callback: () => void, delay: number | null): void {
  const saved = useRef(callback);
  useEffect(() => {
    saved.current = callback;
  }, [callback]);

  useEffect(() => {
    if (delay === null) return;
    const id = setInterval(() => saved.current(), delay);
    return () => clearInterval(id);
  }, [delay]);
}

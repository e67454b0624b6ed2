import { useEffect, useRef } from "react";

/**
 * Calls back once after `delay` ms; `null` cancels. The latest callback is kept in a ref, so a
 * re-render never restarts the timer (Dan Abramov's declarative useInterval, for one shot).
 */
export function useTimeout(callback: () => void, delay: number | null): void {
  const saved = useRef(callback);
  useEffect(() => {
    saved.current = callback;
  });
  useEffect(() => {
    if (delay === null) return;
    const id = setTimeout(() => saved.current(), delay);
    return () => clearTimeout(id);
  }, [delay]);
}
